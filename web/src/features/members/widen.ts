import type { SearchFilters } from './searchStore';

/** fewResults is how many results, fewer than half a page, make the search offer to look further away. */
export const fewResults = 12;

/**
 * widerSearch is the next step out from the search's place: from a region to its whole
 * country, from a country to every country; null when the search is everywhere already.
 */
export function widerSearch(filters: Pick<SearchFilters, 'country' | 'region'>): Partial<SearchFilters> | null {
  if (filters.region) return { region: '' };
  if (filters.country) return { country: '', region: '' };
  return null;
}
