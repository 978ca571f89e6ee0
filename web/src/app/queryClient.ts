import { QueryClient } from '@tanstack/react-query';

/** newQueryClient: the API client retries by itself (SPEC §7), so queries do not retry again. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
