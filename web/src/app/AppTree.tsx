import { StrictMode, Suspense } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { RouteError } from '../features/errors/RouteError';
import { SiteStateProvider } from '../queries/SiteStateProvider';
import { AppRoutes } from '../lib/AppRoutes';
import { type AppRoute } from '../lib/routeTable';

const routeError = (error: unknown) => <RouteError error={error} />;

/** AppTree is what the members' app and the landers render: the query client, the site's state and the routes, a spinner while a screen loads. */
export function AppTree({ queryClient, routes }: { queryClient: QueryClient; routes: AppRoute[] }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <SiteStateProvider>
            <BrowserRouter>
              <AppRoutes routes={routes} errorElement={routeError} />
            </BrowserRouter>
          </SiteStateProvider>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
