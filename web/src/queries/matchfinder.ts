import { useQuery } from '@tanstack/react-query';
import { findMatches, type MatchAnswers } from '../api/matchfinder';

export const matchKeys = { all: ['match-finder'] as const, find: (a: MatchAnswers) => ['match-finder', a] as const };

/** useMatchesQuery ranks members for the answers; null waits for them. */
export function useMatchesQuery(answers: MatchAnswers | null) {
  return useQuery({ queryKey: matchKeys.find(answers!), queryFn: () => findMatches(answers!), enabled: answers !== null });
}
