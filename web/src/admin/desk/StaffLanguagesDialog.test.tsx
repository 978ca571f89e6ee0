import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

const account = (id: number, name: string, role: string) => ({ id, email: `${name.toLowerCase()}@amora.test`, name, role, status: 'active', totp_enabled: true, created_at: '2026-11-01T10:00:00Z', last_login_at: null });

describe('StaffLanguagesDialog', () => {
  it("lets an admin set an operator's desk languages from the staff screen", async () => {
    const api = stubAdminApi({
      'GET /api/admin/staff': () => json(200, [account(1, 'Anna', 'admin'), account(2, 'Bert', 'moderator'), account(5, 'Olga', 'operator')]),
      'GET /api/admin/staff/5/languages': () => json(200, { languages: ['nl'] }),
      'PUT /api/admin/staff/5/languages': (_u, body) => json(200, body),
    });
    const user = userEvent.setup();
    renderConsole('/admin/staff');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[2]!).queryByRole('button', { name: 'Desk languages' })).not.toBeInTheDocument();
    await user.click(within(rows[3]!).getByRole('button', { name: 'Desk languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desk languages of Olga' });
    expect(await within(dialog).findByLabelText('Dutch')).toBeChecked();
    expect(within(dialog).getByLabelText('German')).not.toBeChecked();
    await user.click(within(dialog).getByLabelText('German'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'PUT', '/api/admin/staff/5/languages')[0]?.body).toEqual({ languages: ['nl', 'de'] });
  });
});
