import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../features/account/testing';
import { testLikeProfile, testLikes } from '../features/likes/testing';
import { stubApi, testCard } from '../features/members/testing';
import { readIntent } from '../lib/signupIntent';
import { testSettings } from '../test/render';
import { LikeButton } from './LikeButton';

afterEach(() => vi.unstubAllGlobals());

const lotte = testCard({ id: 12, name: 'Lotte' });
const posts = (mock: ReturnType<typeof stubApi>, method: string) =>
  mock.mock.calls.filter(([url, init]) => url.pathname === '/api/likes/12' && init?.method === method).length;

// A member's button, once the member is known (only a member's button asks for the likes;
// until then the button is a visitor's, which another replaces).
async function memberButton(mock: ReturnType<typeof stubApi>, name: string) {
  await waitFor(() => expect(mock.mock.calls.some(([url]) => url.pathname === '/api/likes')).toBe(true));
  return screen.findByRole('button', { name });
}

describe('LikeButton', () => {
  it('asks a visitor on a phone to sign up to like the member, remembering whom', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('max-width'), addEventListener() {}, removeEventListener() {} }));
    localStorage.clear();
    const mock = stubApi({});
    const { router } = renderRoutes({ '/members': <LikeButton member={lotte} />, '/signup': <p>Sign up</p> }, { at: '/members' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Lotte' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(readIntent(60_000)).toMatchObject({ kind: 'like', id: 12, name: 'Lotte' });
    expect(posts(mock, 'POST')).toBe(0);
  });

  it('sends a visitor to the login page where the site takes no sign-ups', async () => {
    localStorage.clear();
    const mock = stubApi({});
    const { router } = renderRoutes(
      { '/members': <LikeButton member={lotte} />, '/login': <p>Log in</p> },
      { at: '/members', settings: testSettings({ signup_allowed: false }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Like Lotte' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(readIntent(60_000)).toBeNull();
    expect(posts(mock, 'POST')).toBe(0);
  });

  it('opens the match screen when the like makes a match; Send a message opens the chat', async () => {
    const mock = stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, testLikes([])),
      'POST /api/likes/12': () => json(200, { id: 12, liked: true, mutual: true }),
    });
    const { router } = renderRoutes({ '/likes': <LikeButton member={lotte} />, '/members/:id/chat': <p>Chat</p> }, { at: '/likes' });
    await userEvent.click(await memberButton(mock, 'Like Lotte'));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
    expect(screen.getByText('You and Lotte like each other.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(router.state.location.pathname).toBe('/members/12/chat');
    expect(posts(mock, 'POST')).toBe(1);
  });

  it('likes, then unlikes, showing the change at once', async () => {
    let likes = testLikes([]);
    const mock = stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, likes),
      'POST /api/likes/12': () => {
        likes = testLikes([testLikeProfile({ ...lotte, liked: true, liked_at: '2026-11-22T12:00:00Z' })]);
        return json(200, { id: 12, liked: true, mutual: false });
      },
      'DELETE /api/likes/12': () => {
        likes = testLikes([]);
        return new Response(null, { status: 204 });
      },
    });
    renderRoutes({ '/members': <LikeButton member={lotte} /> }, { at: '/members' });
    const like = await memberButton(mock, 'Like Lotte');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: 'Unlike Lotte' })).toHaveAttribute('aria-pressed', 'true');
    expect(posts(mock, 'POST')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unlike Lotte' }));
    await waitFor(() => expect(posts(mock, 'DELETE')).toBe(1));
    expect(await screen.findByRole('button', { name: 'Like Lotte' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on the profile offers to like back and then says it is a match', async () => {
    let likes = testLikes([testLikeProfile({ ...lotte })], { 12: true });
    stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, likes),
      'POST /api/likes/12': () => {
        likes = testLikes([testLikeProfile({ ...lotte, liked: true, liked_at: '2026-11-22T12:00:00Z' })], { 12: true });
        return json(200, { id: 12, liked: true, mutual: true });
      },
    });
    renderRoutes({ '/members/12': <LikeButton member={lotte} variant="page" /> }, { at: '/members/12' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like back' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep looking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText("It's a match!")).toBeInTheDocument();
  });

  it('goes back when the server refuses', async () => {
    const mock = stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, testLikes([])),
      'POST /api/likes/12': () => apiError(404, { code: 'not_found' }),
    });
    renderRoutes({ '/members/12': <LikeButton member={lotte} variant="page" /> }, { at: '/members/12' });
    await userEvent.click(await memberButton(mock, 'Like'));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not there on the member’s own card', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser({ id: 12 })), 'GET /api/likes': () => json(200, testLikes([])) });
    renderRoutes({ '/members': <LikeButton member={lotte} /> }, { at: '/members' });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
