// SPEC §7: a call that is safe to repeat is tried again up to 5 times, with exponential
// delay. The query client applies this policy (app/queryClient.ts) to every query and
// mutation; the HTTP client (client.ts) only marks which failures are safe to repeat.
import { ApiError, isRepeatable } from './client';

export const maxRetries = 5;
export const retryBaseMs = 300;
/** maxRetryAfterMs caps a server's Retry-After, so that a screen never waits minutes. */
export const maxRetryAfterMs = 30_000;

/**
 * shouldRetry is the query client's retry: only requests safe to send again (reads,
 * and writes with an Idempotency-Key), only when the answer was lost (a network
 * error) or the server failed or was busy (5xx, 429); never a refusal (4xx).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries || !isRepeatable(error)) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/** retryDelay waits 300 ms, 600 ms, 1.2 s, ... or the server's Retry-After where it sent one. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, maxRetryAfterMs);
  return retryBaseMs * 2 ** failureCount;
}
