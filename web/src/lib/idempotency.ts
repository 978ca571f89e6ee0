// One Idempotency-Key per checkout attempt (issue 17): the server answers a repeated
// key with the payment it already created, so a double click or a retry after a lost
// answer never pays twice. The same request sent again keeps its key; another
// request, or the end of the attempt, gets a new one.

/** newIdempotencyKey is a random key the server accepts (a UUID where the browser makes one). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a local network has only getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** AttemptKeys hands out the key of the current attempt. */
export interface AttemptKeys {
  /** keyFor returns the attempt's key for request: the same key while request stays the same. */
  keyFor(request: unknown): string;
  /** finish ends the attempt: the next request gets a new key. */
  finish(): void;
}

/** attemptKeys makes the keys of one screen's attempts; newKey is replaced by tests. */
export function attemptKeys(newKey: () => string = newIdempotencyKey): AttemptKeys {
  let current: { request: string; key: string } | undefined;
  return {
    keyFor(request) {
      const r = JSON.stringify(request);
      if (current?.request !== r) current = { request: r, key: newKey() };
      return current.key;
    },
    finish() {
      current = undefined;
    },
  };
}

/**
 * attemptEnded reports whether an answer ends the attempt: a success or a refusal
 * (4xx) does; a lost answer or a server error (status undefined or 5xx) does not, so
 * that trying again repeats the same request.
 */
export function attemptEnded(status: number | undefined): boolean {
  return status !== undefined && status < 500;
}
