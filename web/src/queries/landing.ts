import { useQuery } from '@tanstack/react-query';
import { getLanding } from '../api/landing';
import { chosenCountry } from '../lib/country';

export const landingKeys = {
  people: (country: string | undefined) => ['landing', country ?? ''] as const,
};

/**
 * useLandingQuery loads the landing page's people. The server remakes the answer every
 * 30 s, so the online count is asked again each minute while the page is in view.
 */
export function useLandingQuery() {
  const country = chosenCountry();
  return useQuery({
    queryKey: landingKeys.people(country),
    queryFn: () => getLanding({ host: location.hostname, country }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
