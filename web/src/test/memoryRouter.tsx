import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../lib/AppRoutes';
import { type AppRoute } from '../lib/routeTable';

/** TestRouter tells a test where the app is: the location the last render committed. */
export interface TestRouter {
  state: { location: Location };
}

interface Options {
  initialEntries?: string[];
  initialIndex?: number;
  errorElement?: (error: unknown) => ReactNode;
}

/** memoryRouter renders routes in memory, as the app does in the browser, with a handle on its location. */
export function memoryRouter(routes: AppRoute[], { initialEntries = ['/'], initialIndex, errorElement }: Options = {}) {
  const router: TestRouter = { state: { location: undefined as unknown as Location } };
  function Track() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <Track />
      <Suspense fallback={null}>
        <AppRoutes routes={routes} errorElement={errorElement} />
      </Suspense>
    </MemoryRouter>
  );
  return { router, element };
}
