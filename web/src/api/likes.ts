import { request } from './client';
import type { components } from './schema';

/** Likes is SPEC §3's likes answer: every member in the likes either way, and who liked the member. */
export type Likes = components['schemas']['Likes'];

/** LikeProfile is a member in the likes: a card, and whether (and when) the member liked them. */
export type LikeProfile = components['schemas']['LikeProfile'];

/** LikedBy is SPEC §3's liked-by item: who liked the member, and whether the member has not seen it yet. */
export type LikedBy = components['schemas']['LikedBy'];

/** AutoLike is the profile of the new-like modal; main_image.match is the photo to show. */
export type AutoLike = components['schemas']['AutoLike'];

/** LikeAnswer says whether the like made a match. */
export interface LikeAnswer {
  id: number;
  liked: boolean;
  mutual: boolean;
}

export const getLikes = (signal?: AbortSignal) => request<Likes>('GET', '/api/likes', { signal });

export const likeMember = (id: number) => request<LikeAnswer>('POST', `/api/likes/${id}`);

export const unlikeMember = (id: number) => request<void>('DELETE', `/api/likes/${id}`);

export const markLikeSeen = (id: number) => request<void>('POST', `/api/likes/${id}/seen`);

/** getAutoLike answers the newest unseen like, or undefined when there is none (204). */
export const getAutoLike = async (): Promise<AutoLike | null> => (await request<AutoLike | undefined>('GET', '/api/auto-like')) ?? null;
