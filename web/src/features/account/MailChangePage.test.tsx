import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailChangePage } from './MailChangePage';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('MailChangePage', () => {
  it('sends the token once and shows the new address', async () => {
    const server = stubServer({ 'POST /api/email-change/do': () => json(200, testUser({ email: 'sanne.new@example.nl' })) });
    const strict = (
      <StrictMode>
        <MailChangePage />
      </StrictMode>
    );
    renderRoutes({ '/mail-change/do': strict }, { at: '/mail-change/do?token=tok-1' });
    expect(await screen.findByText('Your e-mail address has been changed to sanne.new@example.nl.')).toBeInTheDocument();
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/email-change/do')).toHaveLength(1);
    expect(sentBody(server, 'POST', '/api/email-change/do')).toEqual({ token: 'tok-1' });
  });

  it('says when the new address has an account by now', async () => {
    stubServer({ 'POST /api/email-change/do': () => apiError(409, { code: 'conflict', field: 'email', key: 'emailTaken' }) });
    renderRoutes({ '/mail-change/do': <MailChangePage /> }, { at: '/mail-change/do?token=tok-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address already owns an account on this website.');
    expect(screen.getByRole('heading', { name: 'Your e-mail address was not changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/profile#settings');
  });

  it('says when the link has expired', async () => {
    stubServer({ 'POST /api/email-change/do': () => apiError(404, { code: 'not_found', key: 'linkInvalid' }) });
    renderRoutes({ '/mail-change/do': <MailChangePage /> }, { at: '/mail-change/do?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
  });

  it('treats a link without a token as expired, without asking the server', async () => {
    const server = stubServer({});
    renderRoutes({ '/mail-change/do': <MailChangePage /> }, { at: '/mail-change/do' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/email-change/do')).toHaveLength(0);
  });
});
