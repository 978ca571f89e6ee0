import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDetail } from '../fixtures';
import { apiError, callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

describe('MemberPage', () => {
  it('shows the profile, tracking, counts, photos and the full ledger', async () => {
    stubAdminApi({ 'GET /api/admin/members/42': () => json(200, testDetail()) });
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    expect(await screen.findByRole('heading', { name: /Sanne/ })).toBeInTheDocument();
    expect(screen.getByText('Utrecht, NL-UT, NL')).toBeInTheDocument();
    expect(screen.getByText('tradedoubler')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 5' })).toHaveAttribute('src', '/api/admin/photos/5/image');
    const ledger = screen.getByRole('tabpanel');
    expect(within(ledger).getByText('+10')).toBeInTheDocument();
    expect(within(ledger).getByText('chat:9')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Payments/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('tr_WDqYK6vllg')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Logins/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('bans with a ground and a reason, shows the result and the member as they now are', async () => {
    let member = testDetail();
    const api = stubAdminApi({
      'GET /api/admin/members/42': () => json(200, member),
      'POST /api/admin/members/42/ban': () => {
        member = testDetail({ status: 'banned', banned_at: '2026-11-26T04:00:00Z' });
        return json(200, member);
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    await user.click(await screen.findByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Sanne' });
    const confirm = within(dialog).getByRole('button', { name: 'Ban' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText(/Ground in the terms/), 'scam');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked three members for money.');
    await user.click(confirm);
    expect(await screen.findByText('Sanne is banned and has been told why.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/members/42/ban')[0]?.body).toEqual({ reason: 'Asked three members for money.', ground: 'scam' });
    expect(screen.getByRole('button', { name: 'Lift ban' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    stubAdminApi({
      'GET /api/admin/members/42': () => json(200, testDetail()),
      'POST /api/admin/members/42/credits': () => json(409, { error: { code: 'conflict', key: 'creditsBelowZero', message: 'x' } }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    await user.click(await screen.findByRole('button', { name: 'Correct credits' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Credits to add/), '-50');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Refund booked twice');
    await user.click(within(dialog).getByRole('button', { name: 'Book correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The correction would take the balance below 0.');
  });

  it('disables what the role may not do, and says the support limit', async () => {
    stubAdminApi({ 'GET /api/admin/members/42': () => json(200, testDetail()) }, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    expect(await screen.findByRole('button', { name: 'Ban' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send password reset' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Correct credits' }));
    expect(await screen.findByText(/Your role may correct at most 100 credits either way./)).toBeInTheDocument();
  });

  it('shows an unknown member as an error', async () => {
    stubAdminApi({ 'GET /api/admin/members/9': () => apiError(404, 'not_found') });
    renderConsole('/admin/members/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
