import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testSettings } from '../../test/render';
import { apiError, json, testUser } from '../account/testing';
import { stubApi, testCard, testImage, testMember } from '../members/testing';
import { SwipeGamePage } from './SwipeGamePage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resetsAt = '2026-11-23T00:00:00Z';
// Lotte (5) has three photos, the others one each.
const photosOf = (id: number) =>
  id === 5 ? [1, 2, 3].map((n) => ({ ...testImage(), id: n, card: `/media/lotte${n}.card.jpg` })) : [{ ...testImage(), id: id * 10 }];
const cards = [testCard({ id: 5, name: 'Lotte' }), testCard({ id: 6, name: 'Daan' }), testCard({ id: 8, name: 'Bram' }), testCard({ id: 9, name: 'Eva' })];

/**
 * game stubs the server: a deck with likesLeft, and swipes that spend them unless
 * answer says otherwise. It returns the swipes sent, as "id action".
 */
function game(likesLeft = 4, answer?: () => Response) {
  let left = likesLeft;
  const swipes: string[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit = {}) => {
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    if (name === 'GET /api/user') return json(200, testUser());
    if (name === 'GET /api/swipe') return json(200, { cards, likes_left: left, likes_per_day: 4, resets_at: resetsAt });
    const detail = /^GET \/api\/members\/(\d+)$/.exec(name);
    if (detail) return json(200, testMember({ ...cards.find((c) => c.id === Number(detail[1])), photos: photosOf(Number(detail[1])) }));
    const undo = /^DELETE \/api\/swipe\/(\d+)$/.exec(name);
    if (undo) {
      swipes.push(`${undo[1]} undo`);
      return new Response(null, { status: 204 });
    }
    const m = /^POST \/api\/swipe\/(\d+)$/.exec(name);
    if (!m) throw new Error(`unexpected call ${name}`);
    const { action } = JSON.parse(init.body as string) as { action: string };
    swipes.push(`${m[1]} ${action}`);
    if (answer) return answer();
    if (action === 'like') left--;
    return json(200, { likes_left: left, likes_per_day: 4, resets_at: resetsAt, mutual: false });
  });
  return swipes;
}

describe('SwipeGamePage', () => {
  it('shows one member at a time; the buttons and the arrow keys like and pass', async () => {
    const swipes = game();
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    expect(await screen.findByRole('heading', { name: 'Lotte, 29' })).toBeInTheDocument();
    expect(screen.getByText('4 of 4 likes left today')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Like Lotte' }));
    expect(await screen.findByRole('heading', { name: 'Daan, 29' })).toBeInTheDocument();
    expect(await screen.findByText('3 of 4 likes left today')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Bram, 29' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(swipes).toEqual(['5 like', '6 pass', '8 like']));
  });

  it('shows a match at once when the member likes back', async () => {
    game(4, () => json(200, { likes_left: 3, likes_per_day: 4, resets_at: resetsAt, mutual: true }));
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Lotte' }));
    const screenOf = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(screenOf).toHaveStyle({ zIndex: '2000' });
    expect(screen.getByRole('img', { name: 'Lotte' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep looking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Daan, 29' })).toBeInTheDocument();
  });

  it('counts down to the next day once the likes are used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T20:00:01Z') });
    game(1);
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Lotte' }));
    expect(await screen.findByRole('heading', { name: 'You have used your 4 likes for today' })).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Time until new likes' });
    expect(timer.textContent).toMatch(/^03:59:5\d$/);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer.textContent).toMatch(/^03:58:5\d$/);
  });

  it('shows the countdown when the server refuses a like over the limit', async () => {
    game(4, () => apiError(429, { code: 'rate_limited', key: 'swipeLimit', params: { resets_at: resetsAt } }));
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Lotte' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });

  it('invites visitors to log in', async () => {
    stubApi({});
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    expect(await screen.findByRole('heading', { name: 'Play the swipe game' })).toBeInTheDocument();
  });

  it('hides fictional profiles from the deck when the member asks, only where the site allows it', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit = {}) => {
      const name = `${init.method ?? 'GET'} ${url.pathname}`;
      if (name === 'GET /api/user') return json(200, testUser());
      if (name !== 'GET /api/swipe') throw new Error(`unexpected call ${name}`);
      const hide = url.searchParams.get('hide_fictional') === '1';
      asked.push(hide ? 'hide' : 'all');
      const deck = hide ? [cards[0]!] : [testCard({ id: 3, name: 'Mila', fictional: true }), cards[0]!];
      return json(200, { cards: deck, likes_left: 4, likes_per_day: 4, resets_at: resetsAt });
    });
    sessionStorage.clear();
    renderAt(<SwipeGamePage />, { path: '/swipe-game', settings: testSettings({ fictional_filter: true }) });
    expect(await screen.findByRole('heading', { name: 'Mila, 29' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Game settings'));
    await userEvent.click(screen.getByRole('switch', { name: 'Hide fictional profiles' }));
    expect(await screen.findByRole('heading', { name: 'Lotte, 29' })).toBeInTheDocument();
    expect(asked).toEqual(['all', 'hide']);
    expect(JSON.parse(sessionStorage.getItem('amora.swipe') ?? '{}')).toEqual({ hideFictional: true });
  });

  it('offers no game settings where the site does not let members hide fictional profiles', async () => {
    game();
    renderAt(<SwipeGamePage />, { path: '/swipe-game', settings: testSettings({ fictional_filter: false }) });
    expect(await screen.findByRole('heading', { name: 'Lotte, 29' })).toBeInTheDocument();
    expect(screen.queryByText('Game settings')).not.toBeInTheDocument();
  });

  it('puts the next member under the top card, and brings back the last pass with undo', async () => {
    const swipes = game();
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    expect(await screen.findByRole('heading', { name: 'Lotte, 29' })).toBeInTheDocument();
    expect(screen.getByTestId('swipe-card-under')).toHaveTextContent('Daan, 29');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pass Lotte' }));
    expect(await screen.findByRole('heading', { name: 'Daan, 29' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Bring back Lotte' }));
    expect(await screen.findByRole('heading', { name: 'Lotte, 29' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Like Lotte' }));
    expect(await screen.findByRole('heading', { name: 'Daan, 29' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled(); // a like is not undone here
    await waitFor(() => expect(swipes).toEqual(['5 pass', '5 undo', '5 like']));
  });

  it("goes through the member's photos with the photo buttons", async () => {
    game();
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
    const photo = () => screen.getByTestId('swipe-card').querySelector('img')!;
    expect(photo()).toHaveAttribute('src', '/media/lotte1.card.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', '/media/lotte2.card.jpg');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('src', '/media/lotte1.card.jpg');
  });

  it('offers search, likes and premium while the likes are used up', async () => {
    game(0);
    renderAt(<SwipeGamePage />, { path: '/swipe-game' });
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'See your likes' })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });
});
