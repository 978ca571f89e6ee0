import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

describe('AdminLayout', () => {
  it('shows only what the role may open', async () => {
    stubAdminApi({}, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    renderConsole('/admin/members');
    const nav = await screen.findByRole('complementary', { name: 'Console navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Members', 'My sessions']);
    expect(within(nav).getByText('Support')).toBeInTheDocument();
  });

  it('goes back to the login with a note when a call answers 401', async () => {
    stubAdminApi({ 'GET /api/admin/members': () => apiError(401, 'unauthorized', 'staffLoginRequired') });
    const { router } = renderConsole('/admin/members?q=sanne');
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('logs out', async () => {
    const api = stubAdminApi({ 'POST /api/admin/logout': () => json(204, undefined) });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('switches the language', async () => {
    stubAdminApi({});
    const user = userEvent.setup();
    renderConsole('/admin/members');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Polski');
    expect(await screen.findByRole('heading', { name: 'Członkowie' })).toBeInTheDocument();
    expect(localStorage.getItem('amora.admin.locale')).toBe('pl');
  });
});
