import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testSettings } from '../../test/render';
import { apiError, json, testUser } from '../account/testing';
import { stubApi, testCard } from '../members/testing';
import { SwipeGamePage } from './SwipeGamePage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resetsAt = '2026-11-23T00:00:00Z';
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
    expect(await screen.findByText("It's a match with Lotte!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', '/members/5');
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
});
