import { adminCall } from './http';
import type { MemberAction, MemberDetail, MemberList } from './types';

export const searchMembers = (q: string, beforeId?: number) =>
  adminCall<MemberList>('GET', '/api/admin/members', { query: { q, before_id: beforeId, limit: 50 } });
export const getMember = (id: number) => adminCall<MemberDetail>('GET', `/api/admin/members/${id}`);
/** memberAction runs an action with its reason; a ban also names its ground (banGrounds). */
export const memberAction = (id: number, action: MemberAction, reason: string, ground?: string) =>
  adminCall<MemberDetail>('POST', `/api/admin/members/${id}/${action}`, { body: action === 'ban' ? { reason, ground } : { reason } });
export const correctCredits = (id: number, amount: number, reason: string) =>
  adminCall<MemberDetail>('POST', `/api/admin/members/${id}/credits`, { body: { amount, reason } });
