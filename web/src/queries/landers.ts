import { useQuery } from '@tanstack/react-query';
import { getLanderMembers, type LanderQuery } from '../api/landers';
import { chosenCountry } from '../lib/country';

/** landerMembersQuery loads a lander's members for an audience (see landers/slug.ts) in the visitor's chosen country; the server keeps them a minute too. */
export function landerMembersQuery(audience: Omit<LanderQuery, 'country'>) {
  const query: LanderQuery = { ...audience, ...(chosenCountry() ? { country: chosenCountry() } : {}) };
  return { queryKey: ['landers', 'members', query] as const, queryFn: () => getLanderMembers(query), staleTime: 60_000 };
}

/** useLanderMembersQuery loads a lander's members for an audience. */
export function useLanderMembersQuery(audience: Omit<LanderQuery, 'country'>) {
  return useQuery(landerMembersQuery(audience));
}
