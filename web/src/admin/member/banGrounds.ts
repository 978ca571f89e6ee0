import type { BanGround } from '../api/types';

/**
 * banGrounds are the rules of the terms a ban rests on (BanGrounds in the root
 * package), named in the member's statement of reasons and explained on /pages/ban.
 */
export const banGrounds: readonly BanGround[] = ['minor', 'harassment', 'scam', 'spam', 'fake_identity', 'illegal_content', 'payment_abuse', 'other_terms'];
