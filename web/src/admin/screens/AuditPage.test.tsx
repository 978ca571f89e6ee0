import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../api/types';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T04:00:00Z',
  staff_id: 1,
  staff_email: 'anna@amora.test',
  action: 'member.ban',
  target_type: 'member',
  target_id: 42,
  before: { status: 'active' },
  after: { status: 'banned' },
  reason: 'Scam',
  ...overrides,
});

describe('AuditPage', () => {
  it('shows who did what with the change as a diff, filters and pages', async () => {
    const api = stubAdminApi({
      'GET /api/admin/audit': (url) =>
        url.searchParams.get('before_id') === '11'
          ? json(200, { entries: [entry(10, { action: 'photo.approve', before: null, after: null, reason: '' })], next_before_id: null })
          : json(200, { entries: [entry(12), entry(11, { before: { credits: 5 }, after: { credits: 15 } })], next_before_id: 11 }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/audit');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('member.ban')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('deletion')).toHaveTextContent('active');
    expect(within(rows[1]!).getByRole('insertion')).toHaveTextContent('banned');
    expect(within(rows[2]!).getByRole('insertion')).toHaveTextContent('15');

    await user.type(screen.getByLabelText('Action'), 'member.ban');
    await user.type(screen.getByLabelText('Target id'), '42');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findAllByRole('row');
    const filtered = callsTo(api, 'GET', '/api/admin/audit').at(-1)!.url.searchParams;
    expect(filtered.get('action')).toBe('member.ban');
    expect(filtered.get('target_id')).toBe('42');
    expect(filtered.has('staff_id')).toBe(false);

    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('photo.approve')).toBeInTheDocument();
    expect(screen.getByText('no change')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/admin/audit').at(-1)!.url.searchParams.get('before_id')).toBe('11');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findAllByText('member.ban')).toHaveLength(2);
  });

  it("filters by the staff member's own days, refuses a period that ends before it starts, and translates the server's refusal", async () => {
    const api = stubAdminApi({
      'GET /api/admin/audit': (url) =>
        url.searchParams.get('from')?.startsWith('1999')
          ? json(400, { error: { code: 'invalid', key: 'auditFromInvalid', field: 'from', message: 'The start of the period is not a date.' } })
          : json(200, { entries: [entry(12)], next_before_id: null }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/audit');
    await screen.findAllByRole('row');
    const calls = () => callsTo(api, 'GET', '/api/admin/audit').length;

    const from = screen.getByLabelText('From (day)');
    const to = screen.getByLabelText('To (day, included)');
    expect(from).toHaveAttribute('type', 'date');
    await user.type(from, '2026-03-04');
    await user.type(to, '2026-03-02');
    const before = calls();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The end of the period is before its start.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(calls()).toBe(before);

    await user.clear(to);
    await user.type(to, '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findAllByRole('row');
    expect(screen.queryByText('The end of the period is before its start.')).not.toBeInTheDocument();
    const sent = callsTo(api, 'GET', '/api/admin/audit').at(-1)!.url.searchParams;
    expect(sent.get('from')).toBe(new Date(2026, 2, 4).toISOString());
    expect(sent.get('to')).toBe(new Date(2026, 2, 6).toISOString());

    await user.clear(from);
    await user.type(from, '1999-01-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The start of the period is not a date.')).toBeInTheDocument();
  });
});
