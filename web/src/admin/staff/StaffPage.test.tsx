import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

type Account = { id: number; email: string; name: string; role: string; status: string; totp_enabled: boolean; created_at: string; last_login_at: string | null };
const account = (o: Partial<Account>): Account => ({ id: 2, email: 'x@amora.test', name: '', role: 'support', status: 'active', totp_enabled: true, created_at: '2026-11-01T10:00:00Z', last_login_at: null, ...o });

function staffApi(extra: Record<string, (url: URL, body: unknown) => Response> = {}) {
  let accounts = [
    account({ id: 1, email: 'anna@amora.test', name: 'Anna', role: 'admin', last_login_at: '2026-11-26T04:00:00Z' }),
    account({ id: 2, email: 'bert@amora.test', name: 'Bert', role: 'moderator', last_login_at: '2026-11-20T09:30:00Z' }),
  ];
  const api = stubAdminApi({
    'GET /api/admin/staff': () => json(200, accounts),
    'POST /api/admin/staff': (_url, body) => {
      const b = body as { email: string; name: string; role: string };
      if (b.email === 'anna@amora.test') return json(409, { error: { code: 'conflict', key: 'staffExists', message: 'exists' } });
      const added = account({ id: 3, ...b, status: 'pending', totp_enabled: false });
      accounts = [...accounts, added];
      return json(201, { staff: added, setup_url: 'https://amora.test/admin/setup?token=new-token' });
    },
    'POST /api/admin/staff/2/disable': () => {
      accounts = accounts.map((a) => (a.id === 2 ? { ...a, status: 'disabled' } : a));
      return json(200, accounts[1]);
    },
    'POST /api/admin/staff/2/reset': () => json(200, { staff: accounts[1], setup_url: 'https://amora.test/admin/setup?token=reset-token' }),
    ...extra,
  });
  return api;
}

describe('StaffPage', () => {
  it('lists the accounts with role, status and last login, with no actions on the own one', async () => {
    staffApi();
    renderConsole('/admin/staff');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Anna');
    expect(rows[1]).toHaveTextContent('you');
    expect(rows[1]).toHaveTextContent('Administrator');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Moderator');
    expect(rows[2]).toHaveTextContent('active');
    expect(rows[2]).toHaveTextContent(new Date('2026-11-20T09:30:00Z').toLocaleString('en', { dateStyle: 'short', timeStyle: 'short' }));
    expect(within(rows[2]!).getByRole('button', { name: 'New link' })).toBeInTheDocument();
  });

  it('adds a staff member and shows the one-time link; a known address is refused in the language', async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderConsole('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByLabelText('E-mail address'), 'anna@amora.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A staff member with this e-mail address exists.');
    await user.clear(within(dialog).getByLabelText('E-mail address'));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'cleo@amora.test');
    await user.type(within(dialog).getByLabelText('Name'), 'Cleo');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'operator');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    dialog = await screen.findByRole('dialog', { name: 'Set-up link for cleo@amora.test' });
    expect(within(dialog).getByLabelText('One-time set-up link')).toHaveValue('https://amora.test/admin/setup?token=new-token');
    expect(callsTo(api, 'POST', '/api/admin/staff').at(-1)!.body).toEqual({ email: 'cleo@amora.test', name: 'Cleo', role: 'operator' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.getAllByRole('row')[3]).toHaveTextContent('waiting for set-up');
  });

  it('gives a new link and disables an account after confirming', async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderConsole('/admin/staff');
    const bert = (await screen.findAllByRole('row'))[2]!;
    await user.click(within(bert).getByRole('button', { name: 'New link' }));
    let dialog = await screen.findByRole('dialog', { name: 'New set-up link for Bert?' });
    expect(callsTo(api, 'POST', '/api/admin/staff/2/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    dialog = await screen.findByRole('dialog', { name: 'New set-up link for bert@amora.test' });
    expect(within(dialog).getByLabelText('One-time set-up link')).toHaveValue('https://amora.test/admin/setup?token=reset-token');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Disable' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable Bert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveTextContent('disabled'));
    expect(callsTo(api, 'POST', '/api/admin/staff/2/disable')).toHaveLength(1);
    expect(within(screen.getAllByRole('row')[2]!).queryByRole('button')).toBeNull();
  });
});
