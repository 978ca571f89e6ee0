import type { MatchAnswers } from '../../api/matchfinder';
import type { User } from '../../api/user';

/** distances are the match finder's distance choices in km; 0 is the whole country. */
export const distances = [10, 25, 50, 100, 250, 0] as const;

/** maxInterests is how many interests the match finder weighs. */
export const maxInterests = 10;

export const maxAge = 99;

const lookingFors = ['male', 'female', 'both'] as const;

/**
 * defaultAnswers starts the questions from the member's own profile: who they look
 * for, ten years either side of their age, 50 km, and their interests.
 */
export function defaultAnswers(user: User, minAge: number, interests: string[] = []): MatchAnswers {
  const p = user.profile;
  const looking = lookingFors.find((l) => l === p.looking_for) ?? 'both';
  const age = p.age || 30;
  return {
    looking_for: looking,
    min_age: Math.max(minAge, age - 10),
    max_age: Math.min(maxAge, age + 10),
    distance: 50,
    region: '',
    interests: interests.slice(0, maxInterests),
  };
}

/** answersFromSearch reads answers from the page's query string, or null when there are none. */
export function answersFromSearch(params: URLSearchParams, minAge: number): MatchAnswers | null {
  const looking = lookingFors.find((l) => l === params.get('looking_for'));
  if (!looking) return null;
  const num = (k: string, fallback: number) => {
    const n = Number(params.get(k));
    return Number.isInteger(n) && params.has(k) ? n : fallback;
  };
  const min = Math.min(maxAge, Math.max(minAge, num('min_age', minAge)));
  const distance = num('distance', 0);
  return {
    looking_for: looking,
    min_age: min,
    max_age: Math.max(min, Math.min(maxAge, num('max_age', maxAge))),
    distance: (distances as readonly number[]).includes(distance) ? distance : 0,
    region: params.get('region') ?? '',
    interests: (params.get('interests') ?? '').split(',').filter(Boolean).slice(0, maxInterests),
  };
}

/** searchOf writes answers as the page's query string, leaving out empty values. */
export function searchOf(a: MatchAnswers): URLSearchParams {
  const params = new URLSearchParams({ looking_for: a.looking_for, min_age: String(a.min_age), max_age: String(a.max_age) });
  if (a.distance) params.set('distance', String(a.distance));
  if (a.region) params.set('region', a.region);
  if (a.interests.length) params.set('interests', a.interests.join(','));
  return params;
}
