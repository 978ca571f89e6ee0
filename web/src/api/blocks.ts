import { request } from './client';

/** blockMember blocks a member: their likes go, and they can no longer see or contact the member. */
export const blockMember = (id: number) => request<void>('POST', `/api/blocks/${id}`);

/** unblockMember lifts a block; what it deleted stays gone. */
export const unblockMember = (id: number) => request<void>('DELETE', `/api/blocks/${id}`);
