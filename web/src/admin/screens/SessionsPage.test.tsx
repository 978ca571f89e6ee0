import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

const sessions = [
  { id: 1, current: true, created_at: '2026-11-26T03:00:00Z', last_seen_at: '2026-11-26T04:00:00Z', ip: '198.51.100.4', user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' },
  { id: 2, current: false, created_at: '2026-11-25T09:00:00Z', last_seen_at: '2026-11-25T17:00:00Z', ip: '198.51.100.9', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
];

describe('SessionsPage', () => {
  it('lists the own sessions and logs out everywhere after confirming', async () => {
    const api = stubAdminApi({
      'GET /api/admin/sessions': () => json(200, sessions),
      'DELETE /api/admin/sessions': () => json(204, undefined),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/sessions');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('this one')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Safari · iOS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    expect(callsTo(api, 'DELETE', '/api/admin/sessions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/admin/sessions')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
