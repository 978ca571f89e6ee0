import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/render';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { testLikeProfile, testLikes } from '../likes/testing';
import { MemberPage } from './MemberPage';
import { queriesTo, regions, stubApi, testCard, testImage, testMember, testSearch } from './testing';

afterEach(() => vi.unstubAllGlobals());

const lotte = testMember({
  id: 5,
  name: 'Lotte',
  age: 29,
  city: 'Utrecht',
  country: 'NL',
  online: true,
  premium: true,
  fields: { gender: 'female', region: 'NL-UT', body_type: 'athletic', relationship_status: 'single', interests: ['cooking', 'travelling'] },
  about_me: 'Cyclist, coffee lover.\nAsk me about Lisbon.',
  photos: [
    testImage({ id: 1, main: true, clear: true, card: '/media/c1.jpg', full: '/media/f1.jpg' }),
    testImage({ id: 2, main: false, clear: true, thumb: '/media/t2.jpg', full: '/media/f2.jpg' }),
    testImage({ id: 3, main: false, clear: false, thumb: '/media/b3.jpg', card: '/media/b3.jpg', full: undefined }),
  ],
  photo_count: 3,
});
const interests = [
  { id: 'cooking', labels: { en: 'Cooking', nl: 'Koken' } },
  { id: 'travelling', labels: { en: 'Travelling', nl: 'Reizen' } },
];

/** openProfile renders /members/5 for user (a visitor when null) with the server answering member. */
function openProfile(
  member: Response | (() => Response),
  { user = null as ReturnType<typeof testUser> | null, settings = testSettings(), likes = testLikes([]) } = {},
) {
  const server = stubApi({
    'GET /api/likes': () => json(200, likes),
    'POST /api/likes/5/seen': () => new Response(null, { status: 204 }),
    'GET /api/user': () => (user ? json(200, user) : apiError(403, { code: 'authentication_required' })),
    'GET /api/members/5': typeof member === 'function' ? member : () => member,
    'GET /api/members': () => json(200, testSearch([testCard({ id: 5, name: 'Lotte' }), testCard({ id: 8, name: 'Eva' })])),
    'GET /api/regions': () => json(200, regions),
    'GET /api/interests': () => json(200, interests),
  });
  renderRoutes({ '/members/:id': <MemberPage />, '/login': <p>Login page</p> }, { at: '/members/5', settings });
  return server;
}

/** stubApiWith adds one handler to a stubbed API and returns a spy on its calls. */
function stubApiWith(server: ReturnType<typeof stubApi>, name: string, handler: () => Response) {
  const spy = vi.fn(handler);
  const before = server.getMockImplementation()!;
  server.mockImplementation(async (url: URL, init: RequestInit = {}) =>
    `${init.method ?? 'GET'} ${url.pathname}` === name ? spy() : before(url, init),
  );
  return spy;
}

describe('MemberPage', () => {
  it('has a Like button that sends visitors to the login page where the site takes no sign-ups', async () => {
    openProfile(json(200, lotte), { settings: testSettings({ signup_allowed: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('clears like_new when a member opens the profile of someone who liked them', async () => {
    const server = openProfile(json(200, lotte), { user: testUser(), likes: testLikes([testLikeProfile({ id: 5, name: 'Lotte' })], { 5: true }) });
    expect(await screen.findByRole('button', { name: 'Like back' })).toBeInTheDocument();
    await waitFor(() => expect(server.mock.calls.filter(([url, init]) => url.pathname === '/api/likes/5/seen' && init?.method === 'POST')).toHaveLength(1));
  });

  it('leaves like_new alone for a like the member has seen', async () => {
    const server = openProfile(json(200, lotte), { user: testUser(), likes: testLikes([testLikeProfile({ id: 5, name: 'Lotte' })], { 5: false }) });
    expect(await screen.findByRole('button', { name: 'Like back' })).toBeInTheDocument();
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/likes/5/seen')).toHaveLength(0);
  });

  it('shows who the member is, the details the site shows, interests and about-me', async () => {
    openProfile(json(200, lotte));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotte, 29' })).toBeInTheDocument();
    expect(await screen.findByText('Utrecht, Utrecht, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('Online now')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Body type').nextSibling).toHaveTextContent('Athletic');
    expect(within(details).getByText('Relationship status').nextSibling).toHaveTextContent('Single');
    expect(within(details).getByText('Gender').nextSibling).toHaveTextContent('Woman');
    expect(within(details).queryByText('Hair colour')).not.toBeInTheDocument();
    const chips = screen.getByRole('region', { name: 'Interests' });
    expect(await within(chips).findByText('Cooking')).toBeInTheDocument();
    expect(within(chips).getByText('Travelling')).toBeInTheDocument();
    expect(screen.getByText(/Cyclist, coffee lover/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the profile once the region and interest names are in, never their codes', async () => {
    const server = openProfile(json(200, lotte));
    let answerRegions = () => {};
    const regionsAnswered = new Promise<void>((r) => (answerRegions = r));
    const before = server.getMockImplementation()!;
    server.mockImplementation(async (url: URL, init: RequestInit = {}) => {
      if (url.pathname === '/api/regions') await regionsAnswered;
      return before(url, init);
    });
    await waitFor(() => expect(queriesTo(server, '/api/regions')).toHaveLength(1));
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(/NL-UT/)).not.toBeInTheDocument();
    answerRegions();
    expect(await screen.findByText('Utrecht, Utrecht, Netherlands')).toBeInTheDocument();
    expect(screen.queryByText(/NL-UT/)).not.toBeInTheDocument();
  });

  it('names the region by its code when the regions cannot be had', async () => {
    const server = openProfile(json(200, lotte));
    stubApiWith(server, 'GET /api/regions', () => apiError(500, { code: 'internal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotte, 29' })).toBeInTheDocument();
    expect(await screen.findByText('Utrecht, NL-UT, Netherlands')).toBeInTheDocument();
    // Asked again once as the header mounted, and not in a loop.
    await new Promise((r) => setTimeout(r, 200));
    expect(queriesTo(server, '/api/regions').length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Lotte, 29' })).toBeInTheDocument();
  });

  it('shows related members of the same country and sex, without this one', async () => {
    const server = openProfile(json(200, lotte));
    const related = await screen.findByRole('region', { name: 'You might also like' });
    expect(await within(related).findByRole('link', { name: /^Eva, / })).toHaveAttribute('href', '/members/8');
    expect(within(related).queryByRole('link', { name: /^Lotte, / })).not.toBeInTheDocument();
    expect(queriesTo(server, '/api/members')[0]).toMatchObject({ country: 'NL', gender: 'female' });
  });

  it('asks for related members only as they come near the screen', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          observed.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const server = openProfile(json(200, lotte));
    const related = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(related).getByRole('status')).toHaveTextContent('Loading');
    expect(queriesTo(server, '/api/members')).toHaveLength(0);
    act(() => observed.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await within(related).findByRole('link', { name: /^Eva, / })).toHaveAttribute('href', '/members/8');
    expect(queriesTo(server, '/api/members')).toHaveLength(1);
  });

  it('locks blurred photos and asks visitors to log in to see them', async () => {
    openProfile(json(200, lotte));
    const locked = await screen.findByRole('img', { name: 'Locked photo' });
    expect(locked).toHaveAttribute('src', '/media/b3.jpg');
    expect(locked.parentElement?.querySelector('.lock-overlay svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to see more photos' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Get premium to see all photos')).not.toBeInTheDocument();
  });

  it('links members to the premium screen', async () => {
    openProfile(json(200, lotte), { user: testUser() });
    expect(await screen.findByRole('link', { name: 'Get premium to see all photos' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByText('Log in to see more photos')).not.toBeInTheDocument();
  });

  it('opens the photos the viewer may see from the photo count', async () => {
    openProfile(json(200, lotte));
    await userEvent.click(await screen.findByRole('button', { name: '3 photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Lotte' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Lotte' })).toHaveAttribute('src', '/media/f1.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of Lotte' })).toHaveAttribute('src', '/media/f2.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('1 more photo is only visible to premium members.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Photo 3/ })).not.toBeInTheDocument();
  });

  it('warns clearly that a fictional profile is fictional', async () => {
    openProfile(json(200, { ...lotte, fictional: true }), { settings: testSettings({ fictional_warning: true, fictional_singular: { en: 'fictional profile' } }) });
    const warning = await screen.findByRole('note');
    expect(warning).toHaveTextContent('This is a fictional profile: it is run by our staff for entertainment, and you cannot meet this person in real life.');
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(screen.getAllByRole('img', { name: 'fictional profile' })[0]!);
  });

  it('marks a fictional profile without the warning where the site turns it off', async () => {
    openProfile(json(200, { ...lotte, fictional: true }), { settings: testSettings({ fictional_warning: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: /Lotte, 29/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a member who does not exist', async () => {
    openProfile(apiError(404, { code: 'not_found' }));
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('blocks a member after asking, and then offers only the way back', async () => {
    let blocked = false;
    const server = openProfile(() => json(200, { ...lotte, blocked }), { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Lotte?' });
    expect(dialog).toHaveTextContent('Your likes and conversations with Lotte will be deleted');
    const stub = stubApiWith(server, 'POST /api/blocks/5', () => {
      blocked = true;
      return new Response(null, { status: 204 });
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Lotte. You will not see each other in search, likes or games.')).toBeInTheDocument();
    expect(stub).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('offers no block button to visitors', async () => {
    openProfile(json(200, lotte));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('tells a blocked member they are blocked, and nothing of the profile', async () => {
    openProfile(apiError(403, { code: 'blocked', message: "You're blocked" }), { user: testUser() });
    expect(await screen.findByRole('heading', { name: "You're blocked" })).toBeInTheDocument();
    expect(screen.queryByText('Lotte')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows a silhouette and no photo count for a member without photos', async () => {
    openProfile(json(200, { ...lotte, main_image: null, photos: [], photo_count: 0 }));
    expect(await screen.findByText('Lotte has no photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photos?$/ })).not.toBeInTheDocument();
  });
});
