import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

const codes = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const setupInfo = { email: 'new@amora.test', totp_secret: 'JBSWY3DPEHPK3PXP', totp_uri: 'otpauth://totp/Amora:new@amora.test?secret=JBSWY3DPEHPK3PXP&issuer=Amora' };

describe('SetupPage', () => {
  it('shows the QR code and the key, checks the password and shows the recovery codes once', async () => {
    const api = stubAdminApi(
      {
        'GET /api/admin/setup': () => json(200, setupInfo),
        'POST /api/admin/setup': () => json(200, { recovery_codes: codes, me: testStaff({ email: 'new@amora.test' }) }),
      },
      null,
    );
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/setup?token=tok1');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(callsTo(api, 'GET', '/api/admin/setup')[0]?.url.searchParams.get('token')).toBe('tok1');

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Password again'), 'other');
    await user.type(screen.getByLabelText('Code from the authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/setup')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long enough secret');
    await user.clear(screen.getByLabelText('Password again'));
    await user.type(screen.getByLabelText('Password again'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(callsTo(api, 'POST', '/api/admin/setup')[0]?.body).toEqual({ token: 'tok1', password: 'a long enough secret', totp: '123456' });
    const next = screen.getByRole('button', { name: 'Continue to the console' });
    expect(next).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved them'));
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/members');
  });

  it('refuses a password under 12 characters before asking the server', async () => {
    const api = stubAdminApi({ 'GET /api/admin/setup': () => json(200, setupInfo) }, null);
    const user = userEvent.setup();
    renderConsole('/admin/setup?token=tok1');
    await user.type(await screen.findByLabelText('Password'), 'elevenchars');
    await user.type(screen.getByLabelText('Password again'), 'elevenchars');
    await user.type(screen.getByLabelText('Code from the authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(screen.getByText('At least 12 characters.')).toHaveClass('invalid-feedback');
    expect(callsTo(api, 'POST', '/api/admin/setup')).toHaveLength(0);
  });

  it('says when the link is no longer valid', async () => {
    stubAdminApi({ 'GET /api/admin/setup': () => apiError(404, 'not_found', 'staffSetupLinkInvalid') }, null);
    renderConsole('/admin/setup?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This setup link has expired or was already used.');
  });
});
