import paths from './paths.json';

// The route table shared with the server (web/embed.go reads the same JSON to answer
// unknown paths with 404).
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteInfo {
  name: string;
  path: string;
  layout: LayoutName;
}

export const routeInfo = paths as RouteInfo[];

/** RouteHandle is attached to every route so that layouts and modals know where they are. */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
}

/** hasRoute reports whether the app has a screen for a route name yet. */
export function hasRoute(name: string): boolean {
  return routeInfo.some((r) => r.name === name);
}
