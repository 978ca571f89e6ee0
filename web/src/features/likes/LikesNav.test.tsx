import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from '../../app/layouts/TopNav';
import { renderAt } from '../../test/render';
import { json, renderRoutes, testUser } from '../account/testing';
import { stubApi } from '../members/testing';
import { announcedKey } from './newLike';
import { testAutoLike, testLikeProfile, testLikes } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** fakeClock makes the watcher's timers wait for the test, not for the wall clock. */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

const lotte = testLikeProfile({ id: 12, name: 'Lotte' });

/** member stubs a logged-in member whose likes answer with newLikes unseen likes, and the modal's profile. */
function member(newLikes: number, autoLike = testAutoLike()) {
  const likes = testLikes([lotte], { 12: true });
  return stubApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/likes': () => json(200, { ...likes, new_likes: newLikes }),
    'GET /api/auto-like': () => json(200, autoLike),
  });
}

const calls = (mock: ReturnType<typeof stubApi>, path: string) => mock.mock.calls.filter(([url]) => url.pathname === path).length;

describe('the Likes item of the top navigation', () => {
  it('leads to the likes with the count of new likes', async () => {
    member(3);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Likes, 3 new' })).toHaveAttribute('href', '/likes');
    expect(screen.getByTestId('likes-badge')).toHaveTextContent(/^3$/);
  });

  it('caps the badge at 99+', async () => {
    member(100);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByTestId('likes-badge')).toHaveTextContent(/^99\+$/);
  });

  it('shows no badge without new likes', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser()), 'GET /api/likes': () => json(200, testLikes([])) });
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Likes' })).toBeInTheDocument();
    expect(screen.queryByTestId('likes-badge')).not.toBeInTheDocument();
  });

  it('is not there for visitors', async () => {
    stubApi({});
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Likes/ })).not.toBeInTheDocument();
  });
});

describe('the new-like modal', () => {
  it('announces a new like, opens the profile on the button and reloads the likes after 500 ms', async () => {
    fakeClock();
    const mock = member(1);
    const { router } = renderRoutes({ '/pages/faq': <TopNav />, '/members/:id': <p>Lotte's profile</p> }, { at: '/pages/faq' });
    expect(await screen.findByRole('dialog', { name: 'Lotte likes you!' })).toBeInTheDocument();
    const before = calls(mock, '/api/likes');
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(calls(mock, '/api/likes')).toBe(before + 1));
    await userEvent.click(screen.getByRole('button', { name: "View Lotte's profile" }));
    expect(router.state.location.pathname).toBe('/members/12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(announcedKey)).toBe('12:2026-11-22T10:00:00Z');
  });

  it('announces a like only once', async () => {
    localStorage.setItem(announcedKey, '12:2026-11-22T10:00:00Z');
    const mock = member(1);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    await waitFor(() => expect(calls(mock, '/api/auto-like')).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for no profile without new likes', async () => {
    const mock = member(0);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    await screen.findByRole('link', { name: 'Likes' });
    expect(calls(mock, '/api/auto-like')).toBe(0);
  });

  it('with ?t shows the like popup after t seconds, even when announced before', async () => {
    localStorage.setItem(announcedKey, '12:2026-11-22T10:00:00Z');
    fakeClock();
    const mock = member(1);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq?t=0.4' });
    await screen.findByRole('link', { name: 'Likes, 1 new' });
    expect(calls(mock, '/api/auto-like')).toBe(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(await screen.findByRole('dialog', { name: 'Lotte likes you!' })).toBeInTheDocument();
  });

  it('stays away on complete-signup', async () => {
    const mock = member(1);
    renderAt(<TopNav />, { path: '/complete-signup', handle: { name: 'complete-signup', layout: 'default' } });
    await screen.findByRole('link', { name: 'Likes, 1 new' });
    expect(calls(mock, '/api/auto-like')).toBe(0);
  });
});
