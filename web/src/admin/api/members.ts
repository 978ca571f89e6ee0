import { api } from '../../api/client';
import { adminCall } from './http';
import type { BanGround, MemberAction } from './types';

const memberPath = '/api/admin/members/{memberId}';

export const searchMembers = (q: string, beforeId?: number) =>
  adminCall(api.GET('/api/admin/members', { params: { query: { q, before_id: beforeId, limit: 50 } } }), '/api/admin/members');
export const getMember = (id: number) => adminCall(api.GET(memberPath, { params: { path: { memberId: id } } }), memberPath);

/** memberAction runs an action with its reason; a ban also names its ground (banGrounds). */
export function memberAction(id: number, action: MemberAction, reason: string, ground?: BanGround) {
  const path = { params: { path: { memberId: id } }, body: { reason } };
  switch (action) {
    case 'ban':
      return adminCall(api.POST('/api/admin/members/{memberId}/ban', { ...path, body: { reason, ground } }), memberPath);
    case 'activate':
      return adminCall(api.POST('/api/admin/members/{memberId}/activate', path), memberPath);
    case 'unban':
      return adminCall(api.POST('/api/admin/members/{memberId}/unban', path), memberPath);
    case 'delete':
      return adminCall(api.POST('/api/admin/members/{memberId}/delete', path), memberPath);
    case 'restore':
      return adminCall(api.POST('/api/admin/members/{memberId}/restore', path), memberPath);
    case 'password-reset':
      return adminCall(api.POST('/api/admin/members/{memberId}/password-reset', path), memberPath);
  }
}

export const correctCredits = (id: number, amount: number, reason: string) =>
  adminCall(api.POST('/api/admin/members/{memberId}/credits', { params: { path: { memberId: id } }, body: { amount, reason } }), memberPath);
