import { useRegionsQuery } from '../../queries/site';

/** useRegionName names a region id of a country, or returns the id while the regions load. */
export function useRegionName() {
  const regions = useRegionsQuery();
  return (country: string, region: string) => regions.data?.[country]?.regions.find((r) => r.id === region)?.name ?? region;
}
