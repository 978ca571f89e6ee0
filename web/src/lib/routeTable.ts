import { createContext, createElement, useContext } from 'react';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router';
import { type LazyScreen, lazyScreen, Screen, type ScreenModule } from './lazyScreen';
import type { RouteHandle } from './routes';

// The route tables of the members' app, the landers and the staff console, rendered by
// React Router in declarative mode: one match of the location, whose leaf's handle the
// layouts read (useRouteLeaf), and an error boundary in place of the data router's
// errorElement (AppRoutes.tsx).

/** AppRoute is a route whose screen may load lazily (lazyRoute). */
export type AppRoute = RouteObject & { screen?: LazyScreen };

/** lazyRoute is a route that renders a lazily loaded screen. */
export function lazyRoute(route: Omit<AppRoute, 'element' | 'screen' | 'index' | 'lazy'>, load: () => Promise<ScreenModule>): AppRoute {
  const screen = lazyScreen(load);
  return { ...route, screen, element: createElement(Screen, { screen }) } as AppRoute;
}

export type AppRouteMatch = RouteMatch<string, AppRoute>;

// The last match of each route table: the page's start matches its path to load its
// screens, and the first render takes that match instead of ranking the table again
// (React Router flattens and ranks the whole table on each match: 40-60 ms of a phone's
// start, issue 22).
const lastMatch = new WeakMap<AppRoute[], { pathname: string; matches: AppRouteMatch[] }>();

/** match is the routes a path matches, root first. */
export function match(routes: AppRoute[], pathname: string): AppRouteMatch[] {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname) ?? [];
  lastMatch.set(routes, { pathname, matches });
  return matches;
}

/** pathParams are the parameters of the route a path matches. */
export function pathParams(routes: AppRoute[], pathname: string): Params {
  return match(routes, pathname).at(-1)?.params ?? {};
}

/** loadMatchedScreens loads the lazy screens a path matches: a page renders at once, and hydrates, with them in place. */
export async function loadMatchedScreens(routes: AppRoute[], pathname: string): Promise<void> {
  await Promise.all(match(routes, pathname).map((m) => m.route.screen?.load()));
}

/** MatchesContext holds the routes the location matched (AppRoutes provides it). */
export const MatchesContext = createContext<RouteMatch[]>([]);

/** RouteLeaf is the deepest route the location matched: its handle and parameters. */
export interface RouteLeaf {
  handle: RouteHandle | undefined;
  params: Params;
}

/** useRouteLeaf is the matched leaf route, for the layouts and modals that depend on the screen. */
export function useRouteLeaf(): RouteLeaf {
  const leaf = useContext(MatchesContext).at(-1);
  return { handle: leaf?.route.handle as RouteHandle | undefined, params: leaf?.params ?? {} };
}

/** useRouteHandle is the matched screen's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  return useRouteLeaf().handle;
}

