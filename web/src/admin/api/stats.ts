import { api } from '../../api/client';
import type { components, paths } from '../../api/schema';
import { adminCall } from './http';

export type StatsQuery = NonNullable<paths['/api/admin/stats']['get']['parameters']['query']>;
export type StatsResult = components['schemas']['StatsResult'];
export type StatsPoint = components['schemas']['StatsPoint'];
export type StatsCounts = components['schemas']['StatsCounts'];
export type Granularity = NonNullable<StatsQuery['granularity']>;
export type GroupBy = NonNullable<StatsQuery['group_by']>;

/** statsParams drops the empty filters (all sites, no grouping) from a query. */
export function statsParams(q: StatsQuery): StatsQuery {
  const out: StatsQuery = { from: q.from, to: q.to, granularity: q.granularity ?? 'day' };
  if (q.site) out.site = q.site;
  if (q.group_by) out.group_by = q.group_by;
  return out;
}

export const getStats = (q: StatsQuery) => adminCall(api.GET('/api/admin/stats', { params: { query: statsParams(q) } }), '/api/admin/stats');

/** statsCsvUrl is the CSV download of the same query (a plain GET with the staff cookie). */
export function statsCsvUrl(q: StatsQuery): string {
  const p = new URLSearchParams(Object.entries(statsParams(q)).map(([k, v]) => [k, String(v)]));
  return `/api/admin/stats.csv?${p.toString()}`;
}
