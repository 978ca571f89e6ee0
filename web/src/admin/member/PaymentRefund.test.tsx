import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDetail } from '../fixtures';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

describe('the staff refund on the payments list', () => {
  it('refunds an amount up to what is left, with a reason', async () => {
    const api = stubAdminApi({
      'GET /api/admin/members/42': () => json(200, testDetail()),
      'POST /api/admin/members/42/payments/3/refund': () =>
        json(201, { id: 9, payment_id: 3, kind: 'staff', amount: 500, currency: 'EUR', credits: 12, status: 'refunded', created_at: '2026-11-26T07:00:00Z' }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    await user.click(await screen.findByRole('tab', { name: /Payments/ }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment 3' });
    const amount = within(dialog).getByLabelText(/Amount \(EUR\)/);
    expect(amount).toHaveValue('19.95');
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Goodwill after a complaint');
    expect(confirm).toBeDisabled(); // more than the payment
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(confirm);
    expect(await screen.findByRole('tab', { name: /Payments/ })).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/members/42/payments/3/refund')[0]?.body).toEqual({ amount: 500, reason: 'Goodwill after a complaint' });
  });

  it('is disabled for staff without the money permission', async () => {
    stubAdminApi({ 'GET /api/admin/members/42': () => json(200, testDetail()) }, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    const user = userEvent.setup();
    renderConsole('/admin/members/42');
    await user.click(await screen.findByRole('tab', { name: /Payments/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Refund' })).toBeDisabled();
  });
});
