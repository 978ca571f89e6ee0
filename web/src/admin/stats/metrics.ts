import type { StatsCounts, StatsPoint } from '../api/stats';

// What the dashboard shows of the roll-ups: every count as a tile, in the table and
// on a chart (revenue gross and net share one, as do credits bought and spent).

export type Metric = Exclude<keyof StatsCounts, 'purchases'>;

export const tileMetrics: Metric[] = ['signups', 'activations', 'first_purchases', 'revenue_gross', 'revenue_net', 'paying_members', 'messages_sent', 'credits_bought', 'credits_spent'];
export const tableMetrics: (keyof StatsCounts)[] = ['signups', 'activations', 'first_purchases', 'purchases', 'revenue_gross', 'revenue_net', 'paying_members', 'messages_sent', 'credits_bought', 'credits_spent'];
export const moneyMetrics = new Set<keyof StatsCounts>(['revenue_gross', 'revenue_net']);

export interface ChartSpec {
  id: string;
  metrics: Metric[];
}

export const charts: ChartSpec[] = [
  { id: 'signups', metrics: ['signups'] },
  { id: 'activations', metrics: ['activations'] },
  { id: 'first_purchases', metrics: ['first_purchases'] },
  { id: 'revenue', metrics: ['revenue_gross', 'revenue_net'] },
  { id: 'paying_members', metrics: ['paying_members'] },
  { id: 'messages_sent', metrics: ['messages_sent'] },
  { id: 'credits', metrics: ['credits_bought', 'credits_spent'] },
];

/**
 * perPeriod sums a (possibly grouped) series per period, in period order: the charts
 * show the whole of each period. paying_members is summed over groups too, which
 * counts a member paying through two sources twice: the tile shows the distinct total.
 */
export function perPeriod(series: StatsPoint[]): { period: string; counts: StatsCounts }[] {
  const byPeriod = new Map<string, StatsCounts>();
  for (const p of series) {
    const sum = byPeriod.get(p.period);
    const counts = sum ?? (Object.fromEntries(tableMetrics.map((k) => [k, 0])) as StatsCounts);
    for (const k of tableMetrics) counts[k] += p[k];
    byPeriod.set(p.period, counts);
  }
  return [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, counts]) => ({ period, counts }));
}

export const isEmpty = (c: StatsCounts) => tableMetrics.every((k) => c[k] === 0);
