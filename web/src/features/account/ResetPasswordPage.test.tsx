import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { apiError, sentBody, stubServer } from './testing';

afterEach(() => vi.unstubAllGlobals());

async function request(email: string) {
  await userEvent.type(await screen.findByLabelText('E-mail address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('ResetPasswordPage', () => {
  it('is linked from the login page, under the password field', async () => {
    stubServer({});
    renderAt(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('sends the address and says that the link is on its way', async () => {
    const server = stubServer({ 'POST /api/password-reset': () => new Response(null, { status: 204 }) });
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    await request(' jan@example.nl ');
    expect(await screen.findByText('We sent you an e-mail with a link to choose a new password.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(sentBody(server, 'POST', '/api/password-reset')).toEqual({ email: 'jan@example.nl' });
  });

  it('shows an unknown address under the field', async () => {
    stubServer({ 'POST /api/password-reset': () => apiError(404, { code: 'not_found', field: 'email', key: 'emailNotFound' }) });
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    await request('nobody@example.nl');
    expect(await screen.findByText('E-mail address not found')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('E-mail address not found');
  });

  it('shows the daily limit in the alert', async () => {
    stubServer({ 'POST /api/password-reset': () => apiError(429, { code: 'rate_limited', key: 'resetLimit' }) });
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    await request('jan@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset emails sent, please try again tomorrow.');
    expect(screen.getByLabelText('E-mail address')).not.toHaveClass('is-invalid');
  });
});
