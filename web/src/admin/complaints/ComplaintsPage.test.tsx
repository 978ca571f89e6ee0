import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminComplaint, ComplaintDetail } from '../api/complaints';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

function complaint(over: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    id: 1, reference: 'C-000001', category: 'scam', url: 'https://amora.test/chats/3', member_id: 42, member_name: 'Bart', photo_id: null,
    message_id: 9, explanation: 'He asked me for 500 euro.', name: 'Rita', email: 'rita@example.com', reporter_id: 7, language: 'nl',
    site: 'amora.test', status: 'open', created_at: '2026-11-26T09:00:00Z', decided_at: null, decision: '', reason: '', staff_email: '', ...over,
  };
}

function detail(c: AdminComplaint): ComplaintDetail {
  return {
    complaint: c,
    context: {
      member: { id: 42, name: 'Bart', email: 'bart@example.nl', status: 'active', about: 'Hi there' },
      photos: [],
      messages: [
        { id: 8, sender_id: 7, text: 'Hello Bart', gift: '', created_at: '2026-11-26T08:00:00Z' },
        { id: 9, sender_id: 42, text: 'Send me 500 euro please', gift: '', created_at: '2026-11-26T08:01:00Z' },
      ],
      complaints: 2,
    },
  };
}

const stats = { open: 1, decided: 4, days: 30, median_seconds: 3 * 3600 + 20 * 60, p95_seconds: 2 * 86400 + 5 * 3600 };

describe('ComplaintsPage', () => {
  it('lists the open complaints with the time-to-decision figures, and filters by category', async () => {
    const api = stubAdminApi({ 'GET /api/admin/complaints': () => json(200, { complaints: [complaint()], next_after_id: null, stats }) });
    const user = userEvent.setup();
    renderConsole('/admin/complaints');
    expect(await screen.findByRole('link', { name: 'C-000001' })).toHaveAttribute('href', '/admin/complaints/1');
    expect(screen.getByRole('link', { name: 'Bart' })).toHaveAttribute('href', '/admin/members/42');
    const figures = screen.getByLabelText('Figures');
    expect(figures).toHaveTextContent('3 hours 20 minutes');
    expect(figures).toHaveTextContent('2 days 5 hours');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'fake_profile');
    const last = callsTo(api, 'GET', '/api/admin/complaints').at(-1)!;
    expect(last.url.searchParams.get('category')).toBe('fake_profile');
    expect(last.url.searchParams.get('status')).toBe('open');
  });

  it('is not in the navigation of a role without complaints', async () => {
    stubAdminApi({ 'GET /api/admin/members': () => json(200, { members: [], next_before_id: null }) }, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    renderConsole('/admin/members');
    const nav = await screen.findByRole('complementary', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: 'Members' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Complaints' })).not.toBeInTheDocument();
  });
});

describe('ComplaintPage', () => {
  it('shows the notice and the messages around it, and decides with the facts', async () => {
    let current = complaint();
    const api = stubAdminApi({
      'GET /api/admin/complaints/1': () => json(200, detail(current)),
      'POST /api/admin/complaints/1/decide': (_, body) => {
        const b = body as { decision: AdminComplaint['decision']; reason: string };
        current = complaint({ status: 'decided', decision: b.decision, reason: b.reason, staff_email: 'anna@amora.test', decided_at: '2026-11-26T10:00:00Z' });
        return json(200, detail(current));
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/complaints/1');
    expect(await screen.findByTestId('complaint-explanation')).toHaveTextContent('He asked me for 500 euro.');
    expect(screen.getByText('Send me 500 euro please')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 complaints about this member' })).toHaveAttribute('href', '/admin/complaints?member=42&status=all');
    const confirm = screen.getByRole('button', { name: 'Decide and apply' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Remove the content/ }));
    await user.type(screen.getByLabelText('Facts and reasons'), 'Asked a member for money.');
    await user.click(confirm);
    expect(await screen.findByText('Decided and applied. The e-mails are on their way.')).toBeInTheDocument();
    expect(screen.getByTestId('complaint-decision')).toHaveTextContent('Remove the content');
    expect(callsTo(api, 'POST', '/api/admin/complaints/1/decide')[0]?.body).toEqual({ decision: 'remove', reason: 'Asked a member for money.' });
  });
});
