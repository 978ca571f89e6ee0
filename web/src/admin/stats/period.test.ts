import { describe, expect, it } from 'vitest';
import { filterOf, paramsOf, presetRange } from './period';

const now = new Date('2026-11-26T04:50:00Z'); // a Thursday

describe('stats periods', () => {
  it('computes the presets up to today (UTC)', () => {
    expect(presetRange('30d', now)).toEqual({ from: '2026-10-28', to: '2026-11-26', granularity: 'day' });
    // 12 ISO weeks: from the Monday 11 weeks before this week's Monday (2026-11-23).
    expect(presetRange('12w', now)).toEqual({ from: '2026-09-07', to: '2026-11-26', granularity: 'week' });
    expect(presetRange('12m', now)).toEqual({ from: '2025-12-01', to: '2026-11-26', granularity: 'month' });
    expect(presetRange('12m', new Date('2026-01-15T00:00:00Z')).from).toBe('2025-02-01');
  });

  it('reads filters from the address and writes them back without the defaults', () => {
    expect(filterOf(new URLSearchParams(''), now)).toEqual({ preset: '30d', from: '2026-10-28', to: '2026-11-26', granularity: 'day', site: '', groupBy: '' });
    const custom = filterOf(new URLSearchParams('period=custom&from=2026-01-01&to=2026-03-31&granularity=week&site=amora.test&group_by=ref&x=1'), now);
    expect(custom).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-03-31', granularity: 'week', site: 'amora.test', groupBy: 'ref' });
    expect(paramsOf(custom).toString()).toBe('period=custom&from=2026-01-01&to=2026-03-31&granularity=week&site=amora.test&group_by=ref');
    expect(filterOf(new URLSearchParams('group_by=evil&granularity=year'), now)).toMatchObject({ groupBy: '', granularity: 'day' });
    expect(paramsOf(filterOf(new URLSearchParams('period=12m'), now)).toString()).toBe('period=12m');
  });
});
