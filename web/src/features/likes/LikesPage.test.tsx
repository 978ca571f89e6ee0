import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testUser } from '../account/testing';
import { stubApi } from '../members/testing';
import { LikeMemberPage } from './LikeMemberPage';
import { LikesPage, LikesTypePage } from './LikesPage';
import { testLikeProfile, testLikes } from './testing';
import { forgetSeenForTests } from './useSeenWhenShown';
import { likeKeys } from '../../queries/likes';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSeenForTests();
});

const anna = testLikeProfile({ id: 1, name: 'Anna', liked: true, liked_at: '2026-11-22T09:00:00Z' });
const bart = testLikeProfile({ id: 2, name: 'Bart', liked: true, liked_at: '2026-11-22T08:00:00Z' });
const clara = testLikeProfile({ id: 3, name: 'Clara' });

function member(likes = testLikes([anna, bart, clara], { 1: false, 3: true })) {
  return stubApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/likes': () => json(200, likes),
    'POST /api/likes/3/seen': () => new Response(null, { status: 204 }),
  });
}

const routes = {
  '/likes': <LikesPage />,
  '/likes/:type': <LikesTypePage />,
  '/likes/m/:id': <LikeMemberPage />,
  '/members': <p>Member search</p>,
  '/login': <p>Log in</p>,
};
const cardNames = () => screen.queryAllByTestId('member-card').map((c) => within(c).getAllByRole('link')[0]!.textContent);

describe('the likes screens', () => {
  it('count the likes and show each kind on the overview', async () => {
    member();
    renderRoutes(routes, { at: '/likes' });
    await waitFor(() => expect(screen.getByTestId('likes-counter')).toHaveTextContent('2 members like you1 new'));
    expect(within(screen.getByRole('region', { name: 'Who likes you' })).getAllByTestId('member-card')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Who you like' })).getAllByTestId('member-card')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Your matches' })).getAllByTestId('member-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Matches 1' })).toHaveAttribute('href', '/likes/mutual');
  });

  it.each([
    ['sent', ['Anna, 29UtrechtMatch', 'Bart, 29Utrecht']],
    ['received', ['Anna, 29UtrechtMatch', 'Clara, 29UtrechtNew']],
    ['mutual', ['Anna, 29Utrecht']],
  ])('list the %s likes', async (kind, want) => {
    member();
    renderRoutes(routes, { at: `/likes/${kind}` });
    await waitFor(() => expect(cardNames()).toEqual(want));
    expect(screen.getAllByTestId('member-card')[0]!.querySelector('a')).toHaveAttribute('href', '/likes/m/1');
  });

  it('invite the member to search when there are no likes', async () => {
    member(testLikes([]));
    renderRoutes(routes, { at: '/likes' });
    expect(await screen.findByRole('heading', { name: 'No likes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('invite the member to search when a kind is empty', async () => {
    member(testLikes([clara], { 3: false }));
    renderRoutes(routes, { at: '/likes/mutual' });
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('answer an unknown kind with the 404 page', async () => {
    member();
    renderRoutes(routes, { at: '/likes/everything' });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('send visitors to the login page', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { at: '/likes' });
    await screen.findByText('Log in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show one member’s like and clear its like_new flag', async () => {
    const mock = member();
    renderRoutes(routes, { at: '/likes/m/3' });
    expect(await screen.findByRole('heading', { name: 'Clara, 29' })).toBeInTheDocument();
    expect(screen.getByText(/^Clara liked you on /)).toBeInTheDocument();
    await waitFor(() => expect(mock.mock.calls.some(([url, init]) => url.pathname === '/api/likes/3/seen' && init?.method === 'POST')).toBe(true));
    expect(screen.getByRole('button', { name: 'Like back' })).toBeInTheDocument();
  });

  it('say so when there is no like with that member', async () => {
    member();
    renderRoutes(routes, { at: '/likes/m/99' });
    expect(await screen.findByRole('heading', { name: 'No like here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/99');
  });
});

describe('viewing the list', () => {
  it('clears the badge’s count of the new likes seen, and keeps their New mark for this visit', async () => {
    const observed: Array<{ cb: IntersectionObserverCallback; el: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe(el: Element) {
          observed.push({ cb: this.cb, el });
        }
        disconnect() {}
      },
    );
    const dora = testLikeProfile({ id: 4, name: 'Dora' });
    const mock = stubApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/likes': () => json(200, testLikes([clara, dora], { 3: true, 4: true })),
      'POST /api/likes/3/seen': () => new Response(null, { status: 204 }),
      'POST /api/likes/4/seen': () => new Response(null, { status: 204 }),
    });
    const { queryClient } = renderRoutes(routes, { at: '/likes/received' });
    await waitFor(() => expect(observed).toHaveLength(2));
    const seenCalls = () => mock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes('/seen')).length;
    expect(seenCalls()).toBe(0); // nothing is seen before it is in view
    const clarasCard = observed.find((o) => o.el.textContent?.includes('Clara'))!;
    clarasCard.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(queryClient.getQueryData<{ new_likes: number }>(likeKeys.list)?.new_likes).toBe(1));
    expect(seenCalls()).toBe(1);
    // Seen twice is marked once.
    clarasCard.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(within(screen.getAllByTestId('member-card').find((c) => c.textContent?.includes('Clara'))!).getByText('New')).toBeInTheDocument();
    expect(seenCalls()).toBe(1);
  });
});
