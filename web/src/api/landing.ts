import { api, unwrap } from './client';
import type { operations } from './schema';

/** Landing is the landing page's people: the newest members of the visitor's country and how many are online. */
export type Landing = operations['getLanding']['responses']['200']['content']['application/json'];

/** LandingParams name the site and the country the visitor chose, if any. */
export type LandingParams = NonNullable<operations['getLanding']['parameters']['query']>;

export const getLanding = (params: LandingParams) => unwrap(api.GET('/api/landing', { params: { query: params } }), '/api/landing');
