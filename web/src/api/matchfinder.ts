import { request } from './client';
import type { components } from './schema';

/** Match is a member with a compatibility score (0-100) and the reasons for it. */
export type Match = components['schemas']['Match'];

/** MatchReason is one reason: mutual preference, shared interests or distance. */
export type MatchReason = Match['reasons'][number];

/** MatchAnswers are the match finder's questions as GET /api/match-finder takes them. */
export interface MatchAnswers {
  looking_for: 'male' | 'female' | 'both';
  min_age: number;
  max_age: number;
  /** distance in km (10, 25, 50, 100, 250), or 0 for the whole country. */
  distance: number;
  region: string;
  interests: string[];
}

export interface MatchResults {
  results: Match[];
  candidates: number;
}

export const findMatches = (a: MatchAnswers) =>
  request<MatchResults>('GET', '/api/match-finder', {
    query: {
      looking_for: a.looking_for,
      min_age: a.min_age,
      max_age: a.max_age,
      distance: a.distance || undefined,
      region: a.region || undefined,
      interests: a.interests.join(',') || undefined,
    },
  });
