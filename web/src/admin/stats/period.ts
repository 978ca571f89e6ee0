import type { Granularity, GroupBy, StatsQuery } from '../api/stats';

// The dashboard's filters live in the address (so a view can be bookmarked or passed
// on): a preset period or a custom one, the granularity, the site and the grouping.
// Days are UTC, as the roll-ups are.

export type Preset = '30d' | '12w' | '12m' | 'custom';
export const presets: Preset[] = ['30d', '12w', '12m', 'custom'];
export const granularities: Granularity[] = ['day', 'week', 'month'];
export const groupings: GroupBy[] = ['', 'network', 'ref', 'sub1', 'sub2', 'sub3'];

export interface StatsFilter {
  preset: Preset;
  from: string;
  to: string;
  granularity: Granularity;
  site: string;
  groupBy: GroupBy;
}

const day = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcMidnight = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** presetRange is a preset's first and last day up to today: 30 days, the last 12 ISO weeks, the last 12 months. */
export function presetRange(p: Exclude<Preset, 'custom'>, now: Date): { from: string; to: string; granularity: Granularity } {
  const today = utcMidnight(now);
  if (p === '30d') return { from: isoDay(today - 29 * day), to: isoDay(today), granularity: 'day' };
  if (p === '12w') {
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
    return { from: isoDay(monday - 11 * 7 * day), to: isoDay(today), granularity: 'week' };
  }
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1);
  return { from: isoDay(first), to: isoDay(today), granularity: 'month' };
}

const oneOf = <T extends string>(list: readonly T[], v: string | null, fallback: T): T => (v !== null && (list as readonly string[]).includes(v) ? (v as T) : fallback);
const dateRe = /^\d{4}-\d{2}-\d{2}$/;

/** filterOf reads the filters from the address, filling in the last 30 days. */
export function filterOf(params: URLSearchParams, now: Date): StatsFilter {
  const preset = oneOf(presets, params.get('period'), '30d');
  const site = params.get('site') ?? '';
  const groupBy = oneOf(groupings, params.get('group_by'), '');
  if (preset === 'custom') {
    const fallback = presetRange('30d', now);
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      preset,
      from: dateRe.test(from) ? from : fallback.from,
      to: dateRe.test(to) ? to : fallback.to,
      granularity: oneOf(granularities, params.get('granularity'), 'day'),
      site,
      groupBy,
    };
  }
  const r = presetRange(preset, now);
  return { preset, from: r.from, to: r.to, granularity: oneOf(granularities, params.get('granularity'), r.granularity), site, groupBy };
}

/** paramsOf writes the filters back, leaving out what is the default. */
export function paramsOf(f: StatsFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.preset !== '30d') p.set('period', f.preset);
  if (f.preset === 'custom') {
    p.set('from', f.from);
    p.set('to', f.to);
  }
  const natural = f.preset === 'custom' ? 'day' : presetRange(f.preset, new Date()).granularity;
  if (f.granularity !== natural) p.set('granularity', f.granularity);
  if (f.site) p.set('site', f.site);
  if (f.groupBy) p.set('group_by', f.groupBy);
  return p;
}

export const queryOf = (f: StatsFilter): StatsQuery => ({ from: f.from, to: f.to, granularity: f.granularity, site: f.site || undefined, group_by: f.groupBy || undefined });
