// The time bonus of SPEC §4 and §9: TIMEBONUS25, 25 % off, for a logged-in member who
// has not paid, within 14,400 s of sign-up. The server counts the seconds; the app only
// ticks down from the number it was given.

export const timeBonusWindowSeconds = 14_400;
/** timeBonusModalDelayMs is how long a member is in the members area before the modal shows (SPEC §9). */
export const timeBonusModalDelayMs = 40_000;

/** membersArea are the route names where the time-bonus modal may appear (SPEC §4). */
export const membersArea: ReadonlySet<string> = new Set(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium']);

/**
 * secondsLeft is what remains of the server's count, received at fetchedAt, at now: it
 * never grows, never passes cap (the 4-hour window unless told) and stops at zero.
 */
export function secondsLeft(serverSeconds: number | null | undefined, fetchedAt: number, now: number, cap = timeBonusWindowSeconds): number {
  if (serverSeconds === null || serverSeconds === undefined) return 0;
  const elapsed = Math.max(0, Math.floor((now - fetchedAt) / 1000));
  return Math.max(0, Math.min(serverSeconds, cap) - elapsed);
}

export interface ModalConditions {
  route: string;
  credits: number;
  visible: boolean;
  dismissed: boolean;
}

/** timeBonusModalDue tells whether the time-bonus modal may show once the 40 s have passed (SPEC §4). */
export function timeBonusModalDue({ route, credits, visible, dismissed }: ModalConditions): boolean {
  return membersArea.has(route) && credits <= 0 && visible && !dismissed;
}

// The dismissal and the moment of entering the members area last for the browser
// session (the tab), so that the modal neither returns after a close nor restarts its
// 40 s when the layout changes between the search and the chat.
const dismissedKey = 'amora.timeBonus.dismissed';
const arrivedKey = 'amora.timeBonus.arrivedAt';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function isTimeBonusDismissed(): boolean {
  return session()?.getItem(dismissedKey) === '1';
}

export function dismissTimeBonus(): void {
  session()?.setItem(dismissedKey, '1');
}

/** arrivedAt is when the member entered the members area, remembered from the first call on. */
export function arrivedAt(now: number = Date.now()): number {
  const s = session();
  const stored = Number(s?.getItem(arrivedKey) ?? NaN);
  if (Number.isFinite(stored) && stored <= now) return stored;
  s?.setItem(arrivedKey, String(now));
  return now;
}

/** leftMembersArea forgets the arrival, so that the 40 s start again on the next visit. */
export function leftMembersArea(): void {
  session()?.removeItem(arrivedKey);
}
