import { StrictMode, Suspense } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { SiteStateProvider } from '../queries/SiteStateProvider';

/** AppTree is what the members' app and the landers render: the query client, the site's state and the router, a spinner while a screen loads. */
export function AppTree({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <SiteStateProvider>
            <RouterProvider router={router} />
          </SiteStateProvider>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
