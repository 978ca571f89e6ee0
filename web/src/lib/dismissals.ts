// One mechanism for every alert and modal a person can dismiss: the moment of
// dismissal is stored, and an alert may come back once maxAgeMs has passed (SPEC §2).

const prefix = 'amora.dismissed.';

export function dismiss(key: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(prefix + key, String(now));
  } catch {
    // Private browsing may refuse storage; the alert then shows again next visit.
  }
}

export function dismissedAt(key: string): number | undefined {
  try {
    const v = localStorage.getItem(prefix + key);
    const n = v === null ? NaN : Number(v);
    return Number.isFinite(n) ? n : undefined;
  } catch {
    return undefined;
  }
}

/** isDismissed reports whether key was dismissed, and not longer ago than maxAgeMs when given. */
export function isDismissed(key: string, maxAgeMs?: number, now: number = Date.now()): boolean {
  const at = dismissedAt(key);
  if (at === undefined) return false;
  return maxAgeMs === undefined || now - at < maxAgeMs;
}
