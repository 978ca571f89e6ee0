// The members operators flagged at the desk (/api/admin/flags, moderators and admins).
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

export type DeskFlag = components['schemas']['DeskFlag'];

/** listFlags answers the open flags, or all of them, newest first. */
export const listFlags = (all: boolean) =>
  adminCall(api.GET('/api/admin/flags', { params: { query: all ? { all: '1' } : {} } }), '/api/admin/flags');

export const resolveFlag = (id: number) =>
  adminCall(api.POST('/api/admin/flags/{flagId}/resolve', { params: { path: { flagId: id } } }), '/api/admin/flags/{flagId}/resolve');
