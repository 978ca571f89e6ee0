import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listFlags, resolveFlag } from '../api/flags';

export const flagsKeys = {
  all: ['admin', 'flags'] as const,
  list: (all: boolean) => ['admin', 'flags', all] as const,
};

export const useFlagsQuery = (all: boolean) => useQuery({ queryKey: flagsKeys.list(all), queryFn: () => listFlags(all) });

/** useResolveFlag marks a flag resolved and reloads the lists. */
export function useResolveFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resolveFlag,
    onSuccess: () => void qc.invalidateQueries({ queryKey: flagsKeys.all }),
  });
}
