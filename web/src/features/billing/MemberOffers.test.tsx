import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../api/user';
import { renderAt } from '../../test/render';
import { apiError, json, testUser } from '../account/testing';
import { BillingPrompts } from './BillingPrompts';
import { callsTo, stubBilling, testDiscount } from './testing';
import { isTimeBonusDismissed } from './timeBonus';

const bonus = testDiscount({ code: 'TIMEBONUS25', user_id: null, validity: 'once-per-user', remaining_seconds: 3600 });
const welcome = testDiscount({ code: 'WELCOME25', remaining_seconds: 2 * 3600 + 5 * 60 + 30 });
const notFound = () => apiError(404, { code: 'not_found', key: 'discountNotFound' });

/** serve stubs a member and the answers of the time-bonus and welcome codes. */
function serve(user: Partial<User>, answers: { timeBonus?: () => Response; welcome?: () => Response } = {}) {
  return stubBilling({
    'GET /api/user': () => json(200, testUser(user)),
    'GET /api/discountcode': (url) => {
      if (url.searchParams.get('time_bonus') === 'true') return (answers.timeBonus ?? (() => json(200, bonus)))();
      if (url.searchParams.get('welcome') === 'true') return (answers.welcome ?? notFound)();
      throw new Error(`unexpected discount query ${url.search}`);
    },
  });
}

const at = (route: string, path = `/${route}`) => renderAt(<BillingPrompts />, { path, handle: { name: route, layout: 'default' } });
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the time-bonus modal', () => {
  it('opens 40 s after entering the members area for a member with 0 credits, ticking down from the server count', async () => {
    serve({ credits: 0 });
    at('members');
    expect(await screen.findByRole('timer')).toHaveTextContent('01:00:00');
    await later(39_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await later(1_000);
    const dialog = await screen.findByRole('dialog', { name: '25% off your credits' });
    expect(dialog).toHaveTextContent('Act fast: as a new member you get this discount only within the first 4 hours after signing up.');
    expect(dialog).toHaveTextContent('00:59:20');
    expect(screen.getByRole('link', { name: 'Get 25% off now' })).toHaveAttribute('href', '/credits');
    await later(1_000);
    expect(dialog).toHaveTextContent('00:59:19');
  });

  it('stays closed for the rest of the session once dismissed', async () => {
    serve({ credits: 0 });
    at('chats');
    await later(40_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isTimeBonusDismissed()).toBe(true);
  });

  it('does not open when it was dismissed before in this session', async () => {
    sessionStorage.setItem('amora.timeBonus.dismissed', '1');
    serve({ credits: 0 });
    at('likes');
    await screen.findByRole('timer');
    await later(41_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open while the member has credits', async () => {
    serve({ credits: 3 });
    at('members');
    await screen.findByRole('timer');
    await later(41_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open outside the members area', async () => {
    serve({ credits: 0 });
    at('profile');
    await screen.findByRole('timer');
    await later(41_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when the bonus has run out before the 40 s', async () => {
    serve({ credits: 0 }, { timeBonus: () => json(200, { ...bonus, remaining_seconds: 30 }) });
    at('members-id', '/members/5');
    await screen.findByRole('timer');
    await later(41_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('does not open without a time bonus', async () => {
    serve({ credits: 0 }, { timeBonus: notFound });
    at('members');
    await later(41_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the offer banner', () => {
  it('shows the time bonus with its countdown and does not ask for the welcome code', async () => {
    const mock = serve({ credits: 10 });
    at('members');
    const banner = await screen.findByRole('region', { name: 'Your discount' });
    expect(banner).toHaveTextContent('Welcome bonus: 25% off your credits, ends in 01:00:00');
    expect(callsTo(mock, 'GET', '/api/discountcode').map((c) => c.url.search)).toEqual(['?time_bonus=true']);
  });

  it('shows the welcome discount with hours and minutes when there is no time bonus', async () => {
    serve({ credits: 10 }, { timeBonus: notFound, welcome: () => json(200, welcome) });
    at('members');
    const banner = await screen.findByRole('region', { name: 'Your discount' });
    expect(banner).toHaveTextContent('25% off your first purchase. Still 2 h 5 min.');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('ignores a failing welcome code', async () => {
    const mock = serve({ credits: 10 }, { timeBonus: notFound, welcome: () => apiError(500, { code: 'internal' }) });
    at('members');
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/discountcode')).toHaveLength(2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed', async () => {
    serve({ credits: 10 }, { timeBonus: notFound, welcome: () => json(200, welcome) });
    at('members');
    await screen.findByRole('region', { name: 'Your discount' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not shown on the credits screen', async () => {
    serve({ credits: 10 });
    at('credits');
    await later(100);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks nothing for paying members', async () => {
    const mock = serve({ credits: 0, paid_user: true });
    at('members');
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/user')).toHaveLength(1));
    await later(41_000);
    expect(callsTo(mock, 'GET', '/api/discountcode')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
