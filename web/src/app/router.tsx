import i18next from 'i18next';
import { NotFoundPage } from '../features/errors/ErrorPage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { Root } from './Root';
import type { LayoutName, RouteHandle } from '../lib/routes';
import { type AppRoute, lazyRoute } from '../lib/routeTable';
import { routeInfo } from './routeInfo';
import { screenNamespaces, screens } from './screens';

// The chat's and the landers' layouts load with their first screen: the public pages
// (default layout) do not download them (issue 22).
const layouts: Record<LayoutName, (children: AppRoute[]) => AppRoute> = {
  default: (children) => ({ element: <DefaultLayout />, children }),
  chat: (children) => lazyRoute({ children }, () => import('./layouts/ChatLayout').then((m) => ({ Component: m.ChatLayout }))),
  lander: (children) => lazyRoute({ children }, () => import('./layouts/LanderLayout').then((m) => ({ Component: m.LanderLayout }))),
  empty: (children) => ({ element: <EmptyLayout />, children }),
};

/** routes builds the whole client route table from paths.json, grouped by layout; a screen's code and texts load together. */
export function routes(): AppRoute[] {
  const children = (Object.keys(layouts) as LayoutName[]).map((layout) => {
    const own = routeInfo
      .filter((r) => r.layout === layout)
      .map((r) => {
        const load = screens[r.name];
        if (!load) throw new Error(`route ${r.name} has no screen`);
        const handle: RouteHandle = { name: r.name, layout };
        const ns = screenNamespaces[r.name];
        return lazyRoute({ path: r.path, handle }, ns ? () => Promise.all([load(), i18next.loadNamespaces(ns)]).then(([screen]) => screen) : load);
      });
    if (layout === 'default') {
      own.push({ path: '*', handle: { name: 'not-found', layout } satisfies RouteHandle, element: <NotFoundPage /> });
    }
    return layouts[layout](own);
  });
  return [{ element: <Root />, children }];
}
