import { useQuery } from '@tanstack/react-query';
import { getLanderMembers, type LanderQuery } from '../api/landers';
import { chosenCountry } from '../lib/country';

/** useLanderMembersQuery loads a lander's members for an audience (see landers/slug.ts); the server keeps them a minute too. */
export function useLanderMembersQuery(audience: Omit<LanderQuery, 'country'>) {
  const query: LanderQuery = { ...audience, ...(chosenCountry() ? { country: chosenCountry() } : {}) };
  return useQuery({ queryKey: ['landers', 'members', query], queryFn: () => getLanderMembers(query), staleTime: 60_000 });
}
