import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** readRetry: a read is tried once more when the network or the server failed, never on a refusal. */
export function readRetry(failures: number, err: unknown): boolean {
  if (failures >= 2) return false;
  return err instanceof ApiError ? err.status >= 500 : err instanceof TypeError;
}

/**
 * newConsoleQueryClient: reads retry as readRetry says; changes are never sent twice
 * (each is an audited action the operator confirmed).
 */
export function newConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: readRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
