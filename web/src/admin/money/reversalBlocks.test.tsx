import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

describe('blocklist: IBANs blocked by a reversal', () => {
  it('lists the reversal with its payment and member and lifts it with a reason', async () => {
    const reversal = {
      kind: 'iban',
      value: 'NL91**********4300',
      reason: '',
      ref: 'rev42',
      created_at: '2026-11-26T04:00:00Z',
      source: 'reversal',
      payment_id: 42,
      member_id: 7,
    };
    const manual = { kind: 'phone', value: '********5678', reason: 'Fraud', ref: 'ph1', created_at: '2026-11-25T04:00:00Z', source: 'manual' };
    const api = stubAdminApi({
      'GET /api/admin/direct-debit-blocks': () => json(200, [reversal, manual]),
      'POST /api/admin/direct-debit-blocks/rev42/remove': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/blocklist');
    const row = (await screen.findByText('NL91**********4300')).closest('tr')!;
    expect(within(row).getByText(/Reversal of payment 42/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Member 7' })).toHaveAttribute('href', '/admin/members/7');
    expect(screen.getByRole('button', { name: 'Remove ********5678 from the blocklist' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Lift the block of NL91**********4300' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the block of NL91**********4300?' });
    expect(within(dialog).getByText(/because payment 42 was reversed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(callsTo(api, 'POST', '/api/admin/direct-debit-blocks/rev42/remove')).toHaveLength(0); // a reason is required
    await user.type(within(dialog).getByLabelText(/Reason/), 'The bank reversed by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await screen.findByRole('form', { name: 'Block an IBAN or phone number' });
    expect(callsTo(api, 'POST', '/api/admin/direct-debit-blocks/rev42/remove')[0]!.body).toEqual({ reason: 'The bank reversed by mistake' });
  });
});
