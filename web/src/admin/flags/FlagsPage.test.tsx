import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskFlag } from '../api/flags';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

const flag: DeskFlag = {
  id: 5, member_id: 42, member_name: 'Bart', conversation: 7, operator_id: 3, operator: 'op@amora.test', reason: 'asks for money',
  created_at: '2026-11-25T10:00:00Z', resolved_at: null,
};

describe('FlagsPage', () => {
  it('lists the open flags with the member link, and resolves one', async () => {
    let open = [flag];
    const api = stubAdminApi(
      {
        'GET /api/admin/flags': () => json(200, { flags: open }),
        'POST /api/admin/flags/5/resolve': () => ((open = []), json(204, undefined)),
      },
      testStaff({ role: 'moderator', permissions: ['members.read', 'members.write', 'photos', 'complaints', 'self'] }),
    );
    const user = userEvent.setup();
    renderConsole('/admin/flags');
    const row = (await screen.findByText('asks for money')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Bart' })).toHaveAttribute('href', '/admin/members/42');
    expect(within(row).getByText('op@amora.test')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/admin/flags/5/resolve')).toHaveLength(1));
    expect(await screen.findByText('No open flags.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flagged members' })).toBeInTheDocument();
  });

  it('is not in the sidebar of an operator', async () => {
    stubAdminApi({}, testStaff({ role: 'operator', permissions: ['desk', 'self'] }));
    renderConsole('/admin/sessions');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Flagged members' })).not.toBeInTheDocument();
  });
});
