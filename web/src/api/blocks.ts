import { api, unwrap } from './client';

/** blockMember blocks a member: their likes go, and they can no longer see or contact the member. */
export const blockMember = (id: number) =>
  unwrap(api.POST('/api/blocks/{memberId}', { params: { path: { memberId: id } } }), '/api/blocks/{memberId}').then(() => undefined);

/** unblockMember lifts a block; what it deleted stays gone. */
export const unblockMember = (id: number) =>
  unwrap(api.DELETE('/api/blocks/{memberId}', { params: { path: { memberId: id } } }), '/api/blocks/{memberId}').then(() => undefined);
