import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../../account/testing';
import { testLikes } from '../../likes/testing';
import { stubApi, testMember } from '../testing';
import userEvent from '@testing-library/user-event';
import { SignupEntryContext } from '../../../components/signupEntry';
import { readIntent } from '../../../lib/signupIntent';
import { MemberActions } from './MemberActions';

afterEach(() => vi.unstubAllGlobals());

function render(member = testMember({ id: 5, name: 'Lotte' }), user: ReturnType<typeof testUser> | null = testUser()) {
  stubApi({
    'GET /api/user': () => (user ? json(200, user) : apiError(403, { code: 'authentication_required' })),
    'GET /api/likes': () => json(200, testLikes([])),
  });
  renderRoutes({ '/members/:id': <MemberActions member={member} /> }, { at: `/members/${member.id}` });
}

describe('the Message button of a profile', () => {
  it('opens the conversation with the member', async () => {
    render();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/members/5/chat'));
  });

  it('asks visitors to sign up to write to the member: the modal on wider screens, remembering whom', async () => {
    localStorage.clear();
    stubApi({ 'GET /api/user': () => apiError(403, { code: 'authentication_required' }), 'GET /api/likes': () => json(200, testLikes([])) });
    const open = vi.fn();
    const member = testMember({ id: 5, name: 'Lotte' });
    const { router } = renderRoutes(
      { '/members/:id': <SignupEntryContext.Provider value={open}><MemberActions member={member} /></SignupEntryContext.Provider> },
      { at: '/members/5' },
    );
    const link = await screen.findByRole('link', { name: 'Message' });
    expect(link).toHaveAttribute('href', '/signup');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/members/5');
    expect(readIntent(60_000)).toMatchObject({ kind: 'message', id: 5, name: 'Lotte' });
  });

  it('is not on the member’s own profile', async () => {
    render(testMember({ id: 7, name: 'Sanne' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument());
  });

  it('is not there for a member the viewer blocked', async () => {
    render(testMember({ id: 5, name: 'Lotte', blocked: true }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });
});
