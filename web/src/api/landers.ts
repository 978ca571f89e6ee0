import { api, unwrap } from './client';
import type { components, operations } from './schema';

/** LanderMembers is what a lander shows: real members of the visitor's country, the slug's region, and the country's outline. */
export type LanderMembers = components['schemas']['LanderMembers'];
export type LanderMember = components['schemas']['LanderMember'];
export type LanderQuery = NonNullable<operations['getLanderMembers']['parameters']['query']>;

export const getLanderMembers = (query: LanderQuery) =>
  unwrap(api.GET('/api/landers/members', { params: { query } }), '/api/landers/members');
