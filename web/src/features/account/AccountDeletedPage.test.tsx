import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDeletedPage } from './AccountDeletedPage';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('AccountDeletedPage', () => {
  it('confirms the deletion and tells how long it can be undone', async () => {
    stubServer({});
    renderRoutes({ '/account-deleted': <AccountDeletedPage /> }, { at: '/account-deleted' });
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByText('You can reactivate it within 14 days with the link in the e-mail we sent you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate my account' })).not.toBeInTheDocument();
  });

  it('reactivates the account with the token of the e-mail link', async () => {
    const server = stubServer({ 'POST /api/reactivate': () => json(200, testUser()) });
    renderRoutes({ '/account-deleted': <AccountDeletedPage /> }, { at: '/account-deleted?reactivate=tok-9' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
    expect(await screen.findByText('Your account is active again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sentBody(server, 'POST', '/api/reactivate')).toEqual({ token: 'tok-9' });
  });

  it('says when the reactivation link has expired and points to customer service', async () => {
    stubServer({ 'POST /api/reactivate': () => apiError(404, { code: 'not_found', key: 'linkInvalid' }) });
    renderRoutes({ '/account-deleted': <AccountDeletedPage /> }, { at: '/account-deleted?reactivate=old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.queryByRole('button', { name: 'Reactivate my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/pages/service');
  });
});
