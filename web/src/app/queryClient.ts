import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/retry';

/**
 * newQueryClient: queries and mutations retry what is safe to repeat (SPEC §7: 5
 * retries with exponential delay; see api/retry.ts). A mutation is safe to repeat only
 * when its request is (an Idempotency-Key), which the policy reads off the error.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: shouldRetry, retryDelay },
    },
  });
}
