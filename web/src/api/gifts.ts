import { api, unwrap } from './client';
import type { components, paths } from './schema';

/** Gifts is the catalogue and what one gift costs (gift_credits). */
export type Gifts = paths['/api/gifts']['get']['responses']['200']['content']['application/json'];

/** Gift is one gift of the catalogue, named in every language. */
export type Gift = Gifts['gifts'][number];

/** SentGift is the message a gift makes and the sender's credits after it. */
export type SentGift = components['schemas']['SentMessage'];

export const getGifts = () => unwrap(api.GET('/api/gifts'), '/api/gifts');

export const sendGift = (memberId: number, giftId: string) =>
  unwrap(api.POST('/api/members/{memberId}/gifts', { params: { path: { memberId } }, body: { gift_id: giftId } }), '/api/members/{memberId}/gifts');
