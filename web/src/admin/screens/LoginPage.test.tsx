import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

async function fillIn(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'anna@amora.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('logs in with e-mail, password and code and opens the members', async () => {
    const api = stubAdminApi({ 'POST /api/admin/login': () => json(200, testStaff()) }, null);
    const { router } = renderConsole('/admin/login');
    await fillIn('123 456');
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/members');
    expect(callsTo(api, 'POST', '/api/admin/login')[0]?.body).toEqual({ email: 'anna@amora.test', password: 'correct horse battery', totp: '123456' });
  });

  it('says when e-mail, password or code are wrong', async () => {
    stubAdminApi({ 'POST /api/admin/login': () => apiError(401, 'unauthorized', 'staffLoginFailed') }, null);
    renderConsole('/admin/login');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail, password or code is not correct.');
  });

  it('says when the account is locked, in the chosen language', async () => {
    stubAdminApi({ 'POST /api/admin/login': () => json(423, { error: { code: 'locked', key: 'staffLocked', params: { minutes: 15 }, message: 'locked' } }) }, null);
    renderConsole('/admin/login', 'de');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'anna@amora.test');
    await user.type(screen.getByLabelText('Passwort'), 'x');
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Fehlversuche: Dieses Konto ist für 15 Min. gesperrt.');
  });

  it('says that the session ended when it was sent back here', async () => {
    stubAdminApi({}, null);
    renderConsole('/admin/login?ended=1');
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a console page to the login', async () => {
    stubAdminApi({}, null);
    const { router } = renderConsole('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });
});
