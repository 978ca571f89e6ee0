// The logged-out intent: a visitor who taps "Message" or "Like" on a profile is asked
// to sign up "to write to Evie"; once the new member's address is confirmed they land
// back on that profile. The intent is kept in localStorage rather than sessionStorage:
// the activation link in the e-mail usually opens in a new tab, which starts a new
// session (docs/decisions.md, issue 22).

const key = 'amora.signupIntent';

/** noteForMs is how long after the tap sign-up still names the member. */
export const noteForMs = 30 * 60 * 1000;
/** returnForMs is how long after the tap the activation still leads back to the profile. */
export const returnForMs = 3 * 24 * 60 * 60 * 1000;

export type IntentKind = 'message' | 'like';

export interface SignupIntent {
  kind: IntentKind;
  /** id is the profile's member id. */
  id: number;
  name: string;
  /** at is when the visitor tapped, in ms since the epoch. */
  at: number;
}

/** saveIntent remembers what the visitor wanted to do, and with whom. */
export function saveIntent(kind: IntentKind, member: { id: number; name: string }, now = Date.now()) {
  try {
    localStorage.setItem(key, JSON.stringify({ kind, id: member.id, name: member.name, at: now } satisfies SignupIntent));
  } catch {
    // Without storage the member simply lands on the members after activation.
  }
}

/** readIntent returns the intent when it is younger than maxAgeMs, else null. */
export function readIntent(maxAgeMs: number, now = Date.now()): SignupIntent | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<SignupIntent> | null;
    if (!raw || (raw.kind !== 'message' && raw.kind !== 'like')) return null;
    if (typeof raw.id !== 'number' || !Number.isInteger(raw.id) || raw.id <= 0) return null;
    if (typeof raw.name !== 'string' || typeof raw.at !== 'number') return null;
    if (now - raw.at > maxAgeMs || raw.at > now + 60_000) return null;
    return { kind: raw.kind, id: raw.id, name: raw.name, at: raw.at };
  } catch {
    return null;
  }
}

/** intentPath is the way back to the profile with the intent: /members/{id}?intent=like (or message). */
export const intentPath = (intent: Pick<SignupIntent, 'kind' | 'id'>) => `/members/${intent.id}?intent=${intent.kind}`;

// The only shape of a way back, as the server's amora.ReturnPath allows it: a member's
// profile on this site with the intent. Anything else (another site, another page) is
// refused, so a link can never lead elsewhere.
const returnPathRE = /^\/members\/([1-9][0-9]{0,17})\?intent=(like|message)$/;

/** safeReturnPath returns raw when it is a way back to a profile with the intent, else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  return raw && returnPathRE.test(raw) ? raw : null;
}

/** returnToForSignup is the way back sign-up sends along (return_to), when the visitor came from a profile. */
export function returnToForSignup(now = Date.now()): string | undefined {
  const intent = readIntent(noteForMs, now);
  return intent ? intentPath(intent) : undefined;
}

/**
 * takeIntentPath returns the profile to go back to after activation, with the intent,
 * once: the intent is then forgotten. The activation link's own way back (next) comes
 * first; this browser's remembered intent is the fallback.
 */
export function takeIntentPath(next?: string | null, now = Date.now()): string | null {
  const intent = readIntent(returnForMs, now);
  clearIntent();
  return safeReturnPath(next) ?? (intent ? intentPath(intent) : null);
}

/** clearIntent forgets the intent. */
export function clearIntent() {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing remembered.
  }
}
