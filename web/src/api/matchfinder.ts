import { api, unwrap } from './client';
import type { components, operations } from './schema';

/** Match is a member with a compatibility score (0-100) and the reasons for it. */
export type Match = components['schemas']['Match'];

/** MatchReason is one reason: mutual preference, shared interests or distance. */
export type MatchReason = Match['reasons'][number];

type MatchQuery = NonNullable<operations['matchFinder']['parameters']['query']>;

/**
 * MatchAnswers are the match finder's questions as the form keeps them: every one
 * answered, the interests a list (the query sends them comma-separated), distance in
 * km (10, 25, 50, 100, 250) or 0 for the whole country.
 */
export type MatchAnswers = Required<Omit<MatchQuery, 'interests'>> & { interests: string[] };

export type MatchResults = operations['matchFinder']['responses']['200']['content']['application/json'];

export const findMatches = (a: MatchAnswers) =>
  unwrap(
    api.GET('/api/match-finder', {
      params: {
        query: {
          looking_for: a.looking_for,
          min_age: a.min_age,
          max_age: a.max_age,
          distance: a.distance || undefined,
          region: a.region || undefined,
          interests: a.interests.join(',') || undefined,
        },
      },
    }),
    '/api/match-finder',
  );
