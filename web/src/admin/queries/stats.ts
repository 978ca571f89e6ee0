import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSites } from '../api/sites';
import { getStats, statsParams, type StatsQuery } from '../api/stats';
import { sitesKeys } from './sites';

export const statsKeys = {
  all: ['admin', 'stats'] as const,
  series: (q: StatsQuery) => ['admin', 'stats', statsParams(q)] as const,
};

/** useStatsQuery loads the series; changing a filter keeps the last answer on screen until the new one arrives. */
export function useStatsQuery(q: StatsQuery, enabled = true) {
  return useQuery({ queryKey: statsKeys.series(q), queryFn: () => getStats(q), enabled, placeholderData: keepPreviousData });
}

/** useSiteChoicesQuery lists the sites as suggestions for the site filter, for staff who may read them. */
export function useSiteChoicesQuery(enabled: boolean) {
  return useQuery({ queryKey: sitesKeys.list, queryFn: listSites, enabled, staleTime: 60_000 });
}
