import { useEffect, useMemo, useState } from 'react';
import type { MemberSearchParams } from '../../api/members';
import type { Settings } from '../../api/site';
import type { User } from '../../api/user';

// The search store (SPEC §3): the filters and page of the member search, remembered
// for the browser session so that coming back from a profile shows the same page.
// The results themselves live in the query cache.

const key = 'amora.search';
export const maxAge = 99;
export const genders = ['', 'male', 'female'] as const;
/** sorts are the orders of GET /api/members; best (online and fuller profiles first) is the default. */
export const sorts = ['best', 'online', 'new', 'nearby'] as const;
export type Sort = (typeof sorts)[number];

export interface SearchFilters {
  gender: string;
  country: string;
  region: string;
  min_age: number;
  max_age: number;
  /** hide_fictional leaves fictional profiles out; only where the site allows it (settings.fictional_filter). */
  hide_fictional: boolean;
  sort: Sort;
}

export interface SearchState extends SearchFilters {
  page: number;
}

/**
 * defaultFilters are a first search: the sex the member looks for in the member's own
 * country, or for a visitor in the country the site guessed, over every age.
 */
export function defaultFilters(settings: Settings, user: User | null): SearchFilters {
  const lookingFor = user?.profile.looking_for ?? '';
  const country = user?.profile.country || settings.geoip_selected_country;
  return {
    gender: (genders as readonly string[]).includes(lookingFor) ? lookingFor : '',
    country: settings.countries.includes(country) ? country : '',
    region: '',
    min_age: settings.min_age,
    max_age: maxAge,
    hide_fictional: false,
    sort: 'best',
  };
}

/** sanitize keeps only what the site can search for, so a stale or edited store cannot break the page. */
function sanitize(raw: Partial<SearchState>, settings: Settings, fallback: SearchFilters): SearchState {
  const age = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v >= settings.min_age && v <= maxAge ? v : d);
  const gender = typeof raw.gender === 'string' && (genders as readonly string[]).includes(raw.gender) ? raw.gender : fallback.gender;
  const country = typeof raw.country === 'string' && (raw.country === '' || settings.countries.includes(raw.country)) ? raw.country : fallback.country;
  const region = typeof raw.region === 'string' && country === raw.country ? raw.region : '';
  const min_age = age(raw.min_age, fallback.min_age);
  const max_age = Math.max(min_age, age(raw.max_age, fallback.max_age));
  const page = typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page >= 1 ? raw.page : 1;
  const hide_fictional = !!settings.fictional_filter && raw.hide_fictional === true;
  const sort = (sorts as readonly unknown[]).includes(raw.sort) ? (raw.sort as Sort) : fallback.sort;
  return { gender, country, region, min_age, max_age, hide_fictional, sort, page };
}

/** loadSearch returns the search remembered in this browser session, or the defaults. */
export function loadSearch(settings: Settings, defaults: SearchFilters): SearchState {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw) return sanitize(JSON.parse(raw) as Partial<SearchState>, settings, defaults);
  } catch {
    // Unreadable or refused storage: start afresh.
  }
  return { ...defaults, page: 1 };
}

export function saveSearch(state: SearchState): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // The search is then remembered for this page view only.
  }
}

/** useSearchStore holds the search, starting from the remembered one, and remembers every change. */
export function useSearchStore(settings: Settings, defaults: SearchFilters) {
  const [state, setState] = useState(() => loadSearch(settings, defaults));
  useEffect(() => saveSearch(state), [state]);
  const actions = useMemo(
    () => ({
      /** setFilters changes filters and goes back to the first page. */
      setFilters: (next: Partial<SearchFilters>) => setState((s) => ({ ...s, ...next, page: 1 })),
      setPage: (page: number) => setState((s) => ({ ...s, page })),
      /** reset goes back to the default filters; the order chosen stays. */
      reset: () => setState((s) => ({ ...defaults, sort: s.sort, page: 1 })),
    }),
    [defaults],
  );
  return { state, ...actions };
}

/** perPage divides evenly into the grid's 2, 3 and 4 columns. */
export const perPage = 24;

/** searchParams are the query parameters of a search: the filters, the page and, for visitors, the traffic source. */
export function searchParams(state: SearchState, trafficSource?: { network: string; ref: string }): MemberSearchParams {
  return {
    gender: state.gender || undefined,
    country: state.country || undefined,
    region: state.region || undefined,
    min_age: state.min_age,
    max_age: state.max_age,
    page: state.page,
    per_page: perPage,
    hide_fictional: state.hide_fictional ? '1' : undefined,
    sort: state.sort === 'best' ? undefined : state.sort,
    network: trafficSource?.network || undefined,
    ref: trafficSource?.ref || undefined,
  };
}
