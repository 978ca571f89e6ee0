import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown } from '../../lib/countdown';
import { creditsBadge } from './creditsBadge';
import { arrivedAt, dismissTimeBonus, isTimeBonusDismissed, leftMembersArea, secondsLeft, timeBonusModalDue } from './timeBonus';

afterEach(() => sessionStorage.clear());

describe('the time-bonus countdown', () => {
  it.each([
    [14_400, '04:00:00'],
    [14_399, '03:59:59'],
    [3_661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
  ])('shows %i seconds as %s', (s, shown) => {
    expect(formatCountdown(s)).toBe(shown);
  });

  it('ticks down from the server count by the time since the answer', () => {
    expect(secondsLeft(600, 1_000_000, 1_000_000)).toBe(600);
    expect(secondsLeft(600, 1_000_000, 1_000_999)).toBe(600);
    expect(secondsLeft(600, 1_000_000, 1_001_000)).toBe(599);
    expect(secondsLeft(600, 1_000_000, 1_060_000)).toBe(540);
  });

  it('stops at zero and never counts up', () => {
    expect(secondsLeft(5, 0, 10_000)).toBe(0);
    expect(secondsLeft(600, 10_000, 0)).toBe(600);
  });

  it('never passes the 4-hour window, whatever the answer says', () => {
    expect(secondsLeft(20_000, 0, 0)).toBe(14_400);
    expect(secondsLeft(20_000, 0, 14_400_000)).toBe(0);
  });

  it('is over without a count', () => {
    expect(secondsLeft(null, 0, 0)).toBe(0);
  });
});

describe('when the time-bonus modal may show', () => {
  const due = { route: 'members', credits: 0, visible: true, dismissed: false };
  it.each(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'])('on %s', (route) => {
    expect(timeBonusModalDue({ ...due, route })).toBe(true);
  });
  it.each(['index', 'profile', 'credits', 'chats-id', 'likes-type', 'members-id-chat', 'swipe-game'])('not on %s', (route) => {
    expect(timeBonusModalDue({ ...due, route })).toBe(false);
  });
  it('not with credits left', () => {
    expect(timeBonusModalDue({ ...due, credits: 1 })).toBe(false);
  });
  it('not when the bonus is not visible', () => {
    expect(timeBonusModalDue({ ...due, visible: false })).toBe(false);
  });
  it('not once dismissed', () => {
    expect(timeBonusModalDue({ ...due, dismissed: true })).toBe(false);
  });
});

describe('the time-bonus session memory', () => {
  it('remembers a dismissal for the session', () => {
    expect(isTimeBonusDismissed()).toBe(false);
    dismissTimeBonus();
    expect(isTimeBonusDismissed()).toBe(true);
  });

  it('keeps the moment of entering the members area until the member leaves it', () => {
    expect(arrivedAt(1000)).toBe(1000);
    expect(arrivedAt(5000)).toBe(1000);
    leftMembersArea();
    expect(arrivedAt(9000)).toBe(9000);
  });
});

describe('the credits badge', () => {
  it.each([
    [11, null],
    [100, null],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ] as const)('at %i credits is %s', (credits, look) => {
    expect(creditsBadge(credits)).toBe(look);
  });
});
