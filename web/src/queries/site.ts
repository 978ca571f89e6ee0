import { useQuery } from '@tanstack/react-query';
import { getCompanyInfo, getInterests, getRegions, getSettings, type SettingsParams } from '../api/site';
import { chosenCountry } from '../lib/country';
import { storedTrafficSource } from '../lib/trafficSource';

// Site data is loaded once and kept for the page's life (SPEC §7: loaded once, cached).
export const siteKeys = {
  settings: (params: SettingsParams) => ['site', 'settings', params] as const,
  companyInfo: (host: string) => ['site', 'companyinfo', host] as const,
  interests: ['site', 'interests'] as const,
  regions: ['site', 'regions'] as const,
};

/** settingsParams are the query parameters of the settings call for this page view. */
export function settingsParams(): SettingsParams {
  return { host: location.hostname, country: chosenCountry(), ...storedTrafficSource() };
}

export function settingsQuery(params: SettingsParams = settingsParams()) {
  return { queryKey: siteKeys.settings(params), queryFn: () => getSettings(params), staleTime: Infinity };
}

export function useCompanyInfoQuery() {
  const host = location.hostname;
  return useQuery({ queryKey: siteKeys.companyInfo(host), queryFn: () => getCompanyInfo(host), staleTime: Infinity });
}

export function useInterestsQuery() {
  return useQuery({ queryKey: siteKeys.interests, queryFn: getInterests, staleTime: Infinity });
}

export function useRegionsQuery() {
  return useQuery({ queryKey: siteKeys.regions, queryFn: getRegions, staleTime: Infinity });
}
