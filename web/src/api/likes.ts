import { api, unwrap } from './client';
import type { components, operations } from './schema';

/** Likes is SPEC §3's likes answer: every member in the likes either way, and who liked the member. */
export type Likes = components['schemas']['Likes'];

/** LikeProfile is a member in the likes: a card, and whether (and when) the member liked them. */
export type LikeProfile = components['schemas']['LikeProfile'];

/** LikedBy is SPEC §3's liked-by item: who liked the member, and whether the member has not seen it yet. */
export type LikedBy = components['schemas']['LikedBy'];

/** AutoLike is the profile of the new-like modal; main_image.match is the photo to show. */
export type AutoLike = components['schemas']['AutoLike'];

/** LikeAnswer says whether the like made a match. */
export type LikeAnswer = operations['likeMember']['responses']['200']['content']['application/json'];

export const getLikes = (signal?: AbortSignal) => unwrap(api.GET('/api/likes', { signal }), '/api/likes');

export const likeMember = (id: number) => unwrap(api.POST('/api/likes/{memberId}', { params: { path: { memberId: id } } }), '/api/likes/{memberId}');

export const unlikeMember = (id: number) =>
  unwrap(api.DELETE('/api/likes/{memberId}', { params: { path: { memberId: id } } }), '/api/likes/{memberId}').then(() => undefined);

export const markLikeSeen = (id: number) =>
  unwrap(api.POST('/api/likes/{memberId}/seen', { params: { path: { memberId: id } } }), '/api/likes/{memberId}/seen').then(() => undefined);

/** getAutoLike answers the newest unseen like, or undefined when there is none (204). */
export const getAutoLike = async (): Promise<AutoLike | null> => (await unwrap(api.GET('/api/auto-like'), '/api/auto-like')) ?? null;
