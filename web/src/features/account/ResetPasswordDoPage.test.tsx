import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordDoPage } from './ResetPasswordDoPage';
import { apiError, renderRoutes, sentBody, stubServer } from './testing';

afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, repeat: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
}

describe('ResetPasswordDoPage', () => {
  it('sends the token with both passwords, then points to the login page', async () => {
    const server = stubServer({ 'POST /api/password-reset/do': () => new Response(null, { status: 204 }) });
    renderRoutes({ '/reset-password/do': <ResetPasswordDoPage /> }, { at: '/reset-password/do?token=abc123' });
    await choose('nieuw-wachtwoord-7', 'nieuw-wachtwoord-7');
    expect(await screen.findByText('You can now log in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sentBody(server, 'POST', '/api/password-reset/do')).toEqual({ token: 'abc123', password: 'nieuw-wachtwoord-7', password_repeat: 'nieuw-wachtwoord-7' });
  });

  it('says when the passwords differ without asking the server', async () => {
    const server = stubServer({});
    renderRoutes({ '/reset-password/do': <ResetPasswordDoPage /> }, { at: '/reset-password/do?token=abc123' });
    await choose('nieuw-wachtwoord-7', 'nieuw-wachtwoord-8');
    expect(await screen.findByText('The entered passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveClass('is-invalid');
    expect(sentBody(server, 'POST', '/api/password-reset/do')).toBeUndefined();
  });

  it('shows the password rules under the password field', async () => {
    stubServer({ 'POST /api/password-reset/do': () => apiError(400, { code: 'invalid', field: 'password', key: 'passwordTooShort', params: { min: 8 } }) });
    renderRoutes({ '/reset-password/do': <ResetPasswordDoPage /> }, { at: '/reset-password/do?token=abc123' });
    await choose('kort', 'kort');
    expect(await screen.findByText('Your password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveClass('is-invalid');
  });

  it('offers a new e-mail when the link has expired', async () => {
    stubServer({ 'POST /api/password-reset/do': () => apiError(404, { code: 'not_found', key: 'linkInvalid' }) });
    renderRoutes({ '/reset-password/do': <ResetPasswordDoPage /> }, { at: '/reset-password/do?token=old' });
    await choose('nieuw-wachtwoord-7', 'nieuw-wachtwoord-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('treats a link without a token as expired', async () => {
    stubServer({});
    renderRoutes({ '/reset-password/do': <ResetPasswordDoPage /> }, { at: '/reset-password/do' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
