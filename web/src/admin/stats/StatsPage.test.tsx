import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

// uPlot draws on a canvas, which jsdom lacks: the fake records what each chart was given.
const plots = vi.hoisted(() => [] as { title: string; labels: string[]; data: number[][] }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (d: Date) => d;
    constructor(opts: { series: { label?: string }[] }, data: number[][], el: HTMLElement) {
      plots.push({ title: el.getAttribute('aria-label') ?? '', labels: opts.series.slice(1).map((s) => s.label ?? ''), data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const zero = { signups: 0, activations: 0, first_purchases: 0, purchases: 0, revenue_gross: 0, revenue_net: 0, paying_members: 0, messages_sent: 0, credits_bought: 0, credits_spent: 0 };
const sites = () => json(200, [{ host: 'amora.test', name: 'Amora NL', domain: 'amora.test', created_at: '2026-11-01T00:00:00Z' }]);
const point = (period: string, group: string, c: Partial<typeof zero>) => ({ period, group, ...zero, ...c });

describe('StatsPage', () => {
  it('shows totals, a chart per count and the table for the last 30 days, and a CSV of the same', async () => {
    plots.length = 0;
    const api = stubAdminApi({
      'GET /api/admin/sites': sites,
      'GET /api/admin/stats': () =>
        json(200, {
          series: [point('2026-11-24', '', { signups: 12, revenue_gross: 12345, revenue_net: 10200 }), point('2026-11-25', '', { signups: 1234, activations: 3 })],
          totals: { ...zero, signups: 1246, activations: 3, revenue_gross: 12345, revenue_net: 10200, paying_members: 2, credits_spent: 40 },
        }),
    });
    renderConsole('/admin/stats');
    const tiles = await screen.findByRole('list', { name: 'Totals for the period' });
    expect(within(tiles).getByText('Sign-ups').nextSibling).toHaveTextContent('1,246');
    expect(within(tiles).getByText('Revenue (gross)').nextSibling).toHaveTextContent('€123.45');
    expect(within(tiles).getByText('Credits spent').nextSibling).toHaveTextContent('40');
    const [call] = callsTo(api, 'GET', '/api/admin/stats');
    const q = call!.url.searchParams;
    expect(q.get('granularity')).toBe('day');
    expect(q.has('site')).toBe(false);
    expect(q.has('group_by')).toBe(false);
    const days = (Date.parse(`${q.get('to')}T00:00:00Z`) - Date.parse(`${q.get('from')}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(29);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/stats.csv?${q.toString()}`);
    await waitFor(() => expect(plots).toHaveLength(7));
    const signups = plots.find((p) => p.title === 'Sign-ups')!;
    expect(signups.data).toEqual([[Date.UTC(2026, 10, 24) / 1000, Date.UTC(2026, 10, 25) / 1000], [12, 1234]]);
    expect(plots.find((p) => p.title === 'Revenue in EUR')!.labels).toEqual(['Revenue (gross)', 'Revenue (net)']);
    // The sites the role may list are suggested for the site field.
    const siteField = screen.getByLabelText('Site (host)');
    await waitFor(() => expect(siteField).toHaveAttribute('list'));
    expect(document.getElementById(siteField.getAttribute('list')!)!.querySelector('option')).toHaveValue('amora.test');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Nov 25, 2026');
    expect(within(rows[2]!).getByText('1,234')).toBeInTheDocument();
  });

  it('groups by a source field per month, sums the groups on the charts and lists each group', async () => {
    plots.length = 0;
    const api = stubAdminApi({
      'GET /api/admin/sites': sites,
      'GET /api/admin/stats': () =>
        json(200, {
          series: [point('2026-10-01', 'adnet', { signups: 5 }), point('2026-10-01', '', { signups: 2 }), point('2026-11-01', 'adnet', { signups: 7 })],
          totals: { ...zero, signups: 14 },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/stats?period=12m', 'de');
    await screen.findByRole('list', { name: 'Summen im Zeitraum' });
    await user.selectOptions(screen.getByLabelText('Gruppieren nach'), 'network');
    await waitFor(() => expect(router.state.location.search).toBe('?period=12m&group_by=network'));
    const last = await waitFor(() => {
      const calls = callsTo(api, 'GET', '/api/admin/stats');
      expect(calls.at(-1)!.url.searchParams.get('group_by')).toBe('network');
      return calls.at(-1)!.url.searchParams;
    });
    expect(last.get('granularity')).toBe('month');
    expect(last.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    await waitFor(() => expect(plots.filter((p) => p.title === 'Anmeldungen').at(-1)!.data[1]).toEqual([7, 7]));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Oktober 2026');
    expect(within(rows[2]!).getByText('(keine)')).toBeInTheDocument();
  });

  it('applies a custom range and a site, and names a refused range in the language', async () => {
    const api = stubAdminApi({
      'GET /api/admin/sites': sites,
      'GET /api/admin/stats': (url) =>
        url.searchParams.get('from') === '2020-01-01' ? json(400, { error: { code: 'invalid', key: 'statsRangeTooLong', params: { days: 732 }, message: 'too long' } }) : json(200, { series: [], totals: zero }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/stats');
    expect(await screen.findByText('No activity in this period. Choose another period or site.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.type(screen.getByLabelText('Site (host)'), 'amora.test');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 732 days for this view.');
    const q = callsTo(api, 'GET', '/api/admin/stats').at(-1)!.url.searchParams;
    expect(q.get('site')).toBe('amora.test');
    expect(q.get('from')).toBe('2020-01-01');
  });

  it('suggests no sites to a role that may not list them', async () => {
    const api = stubAdminApi({ 'GET /api/admin/stats': () => json(200, { series: [], totals: zero }) }, testStaff({ role: 'operator', permissions: ['stats', 'self'] }));
    renderConsole('/admin/stats');
    await screen.findByText('No activity in this period. Choose another period or site.');
    expect(screen.getByLabelText('Site (host)')).not.toHaveAttribute('list');
    expect(callsTo(api, 'GET', '/api/admin/sites')).toHaveLength(0);
  });

  it('is not in the navigation of a role without the stats permission', async () => {
    stubAdminApi({ 'GET /api/admin/members': () => json(200, { members: [], next_before_id: null }) }, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    renderConsole('/admin/members');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Statistics' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Members' })).toBeInTheDocument();
  });
});
