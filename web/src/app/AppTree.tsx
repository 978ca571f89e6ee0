import { StrictMode, Suspense } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';

/** AppTree is what the members' app and the landers render: the query client and the router, a spinner while a screen loads. */
export function AppTree({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
