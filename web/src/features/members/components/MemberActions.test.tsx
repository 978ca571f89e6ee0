import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../../account/testing';
import { testLikeProfile, testLikes } from '../../likes/testing';
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

describe('landing back on a profile after sign-up and activation', () => {
  function land(intent: string, liked = false) {
    let likes = testLikes(liked ? [testLikeProfile({ id: 5, name: 'Lotte', liked: true, liked_at: '2026-11-22T12:00:00Z' })] : []);
    const api = stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, likes),
      'POST /api/likes/5': () => {
        likes = testLikes([testLikeProfile({ id: 5, name: 'Lotte', liked: true, liked_at: '2026-11-22T12:00:00Z' })]);
        return json(200, { id: 5, liked: true, mutual: false });
      },
    });
    const member = testMember({ id: 5, name: 'Lotte' });
    const { router } = renderRoutes({ '/members/:id': <MemberActions member={member} /> }, { at: `/members/5?intent=${intent}` });
    const likesSent = () => api.mock.calls.filter(([url, init]) => url.pathname === '/api/likes/5' && init?.method === 'POST').length;
    return { router, likesSent };
  }

  it('does the Like the visitor asked for, once, and takes the intent out of the address', async () => {
    const { router, likesSent } = land('like');
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeInTheDocument();
    expect(likesSent()).toBe(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/members/5');
    await new Promise((r) => setTimeout(r, 50));
    expect(likesSent()).toBe(1);
  });

  it('does not like again (which would unlike) a member already liked', async () => {
    const { router, likesSent } = land('like', true);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Liked' })).toBeInTheDocument();
    expect(likesSent()).toBe(0);
  });

  it('puts a Message in reach: the Message button has the focus, and nothing is liked', async () => {
    const { router, likesSent } = land('message');
    const link = await screen.findByRole('link', { name: 'Message' });
    await waitFor(() => expect(link).toHaveFocus());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(link).toHaveAttribute('href', '/members/5/chat');
    expect(likesSent()).toBe(0);
  });

  it('does nothing for a visitor (not logged in)', async () => {
    const api = stubApi({ 'GET /api/user': () => apiError(403, { code: 'authentication_required' }), 'GET /api/likes': () => json(200, testLikes([])) });
    const member = testMember({ id: 5, name: 'Lotte' });
    const { router } = renderRoutes({ '/members/:id': <MemberActions member={member} /> }, { at: '/members/5?intent=like' });
    await screen.findByRole('link', { name: 'Message' });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.mock.calls.some(([url, init]) => url.pathname === '/api/likes/5' && init?.method === 'POST')).toBe(false);
    expect(router.state.location.search).toBe('?intent=like');
  });
});
