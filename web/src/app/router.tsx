import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/ErrorPage';
import { RouteError } from '../features/errors/RouteError';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { BootScreen } from './BootScreen';
import { Root } from './Root';
import type { LayoutName, RouteHandle } from '../lib/routes';
import { routeInfo } from './routeInfo';
import { screenNamespaces, screens } from './screens';

type LayoutRoute = Pick<RouteObject, 'element' | 'lazy'>;

// The chat's and the landers' layouts load with their first screen: the public pages
// (default layout) do not download them (issue 22).
const layouts: Record<LayoutName, LayoutRoute> = {
  default: { element: <DefaultLayout /> },
  chat: { lazy: () => import('./layouts/ChatLayout').then((m) => ({ Component: m.ChatLayout })) },
  lander: { lazy: () => import('./layouts/LanderLayout').then((m) => ({ Component: m.LanderLayout })) },
  empty: { element: <EmptyLayout /> },
};

/** routes builds the whole client route table from paths.json, grouped by layout. */
export function routes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(layouts) as LayoutName[]).map((layout) => {
    const own: RouteObject[] = routeInfo
      .filter((r) => r.layout === layout)
      .map((r) => {
        const load = screens[r.name];
        if (!load) throw new Error(`route ${r.name} has no screen`);
        const handle: RouteHandle = { name: r.name, layout };
        const ns = screenNamespaces[r.name];
        return { path: r.path, handle, lazy: ns ? () => Promise.all([load(), i18next.loadNamespaces(ns)]).then(([screen]) => screen) : load };
      });
    if (layout === 'default') {
      own.push({ path: '*', handle: { name: 'not-found', layout } satisfies RouteHandle, element: <NotFoundPage /> });
    }
    return { ...layouts[layout], errorElement: <RouteError />, children: own } as RouteObject;
  });
  // HydrateFallback: what shows while the first screen's lazy code loads (without it React Router warns on every load).
  return [{ element: <Root />, errorElement: <RouteError />, HydrateFallback: BootScreen, children }];
}
