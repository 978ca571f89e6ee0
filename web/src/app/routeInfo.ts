import type { LayoutName } from '../lib/routes';
import paths from './paths.json';

// The route table shared with the server (web/embed.go reads the same JSON to answer
// unknown paths with 404).
export interface RouteInfo {
  name: string;
  path: string;
  layout: LayoutName;
}

export const routeInfo = paths as RouteInfo[];
