import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailChangeUndoPage } from './MailChangeUndoPage';
import { userKeys } from '../../queries/user';
import { useUser } from '../../queries/siteState';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

const undone = () => new Response(null, { status: 204 });

/** WhoIsThere shows the logged-in member's name, as the navigation does. */
function WhoIsThere() {
  return <span>{useUser()?.profile.name}</span>;
}

describe('MailChangeUndoPage', () => {
  it('sends the token once, says the account is locked and leads to a new password', async () => {
    const server = stubServer({ 'POST /api/email-change/undo': undone });
    const strict = (
      <StrictMode>
        <MailChangeUndoPage />
      </StrictMode>
    );
    renderRoutes({ '/mail-change/undo': strict }, { at: '/mail-change/undo?token=tok-1' });
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeInTheDocument();
    expect(screen.getByText(/We have restored your previous e-mail address, logged out every device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/reset-password');
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/email-change/undo')).toHaveLength(1);
    expect(sentBody(server, 'POST', '/api/email-change/undo')).toEqual({ token: 'tok-1' });
  });

  it('forgets the member, though a load of the user started before the undo answers after it', async () => {
    let answerUser: (r: Response) => void = () => {};
    stubServer({
      'GET /api/user': () => new Promise<Response>((resolve) => (answerUser = resolve)),
      'POST /api/email-change/undo': undone,
    });
    const page = (
      <>
        <WhoIsThere />
        <MailChangeUndoPage />
      </>
    );
    const { queryClient } = renderRoutes({ '/mail-change/undo': page }, { at: '/mail-change/undo?token=tok-1' });
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeInTheDocument();
    answerUser(json(200, testUser({ profile: { ...testUser().profile, name: 'Sanne' } })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Sanne')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(userKeys.me) ?? null).toBeNull();
  });

  it('says when the link has expired or was used', async () => {
    stubServer({ 'POST /api/email-change/undo': () => apiError(404, { code: 'not_found', key: 'linkInvalid' }) });
    renderRoutes({ '/mail-change/undo': <MailChangeUndoPage /> }, { at: '/mail-change/undo?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('heading', { name: 'The change could not be undone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/pages/service');
  });

  it('treats a link without a token as expired, without asking the server', async () => {
    const server = stubServer({});
    renderRoutes({ '/mail-change/undo': <MailChangeUndoPage /> }, { at: '/mail-change/undo' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/email-change/undo')).toHaveLength(0);
  });
});
