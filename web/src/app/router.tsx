import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/ErrorPage';
import { RouteError } from '../features/errors/RouteError';
import { ChatLayout } from './layouts/ChatLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { LanderLayout } from './layouts/LanderLayout';
import { BootScreen } from './BootScreen';
import { Root } from './Root';
import type { LayoutName, RouteHandle } from '../lib/routes';
import { routeInfo } from './routeInfo';
import { screens } from './screens';

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** routes builds the whole client route table from paths.json, grouped by layout. */
export function routes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(layouts) as LayoutName[]).map((layout) => {
    const Layout = layouts[layout];
    const own: RouteObject[] = routeInfo
      .filter((r) => r.layout === layout)
      .map((r) => {
        const load = screens[r.name];
        if (!load) throw new Error(`route ${r.name} has no screen`);
        const handle: RouteHandle = { name: r.name, layout };
        return { path: r.path, handle, lazy: load };
      });
    if (layout === 'default') {
      own.push({ path: '*', handle: { name: 'not-found', layout } satisfies RouteHandle, element: <NotFoundPage /> });
    }
    return { element: <Layout />, errorElement: <RouteError />, children: own };
  });
  // HydrateFallback: what shows while the first screen's lazy code loads (without it React Router warns on every load).
  return [{ element: <Root />, errorElement: <RouteError />, HydrateFallback: BootScreen, children }];
}
