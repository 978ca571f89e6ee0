import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';

/** EmptyLayout renders the screen alone. */
export function EmptyLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
