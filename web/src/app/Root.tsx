import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { useScrollRestoration } from '../lib/scrollRestoration';
import { useUser } from '../queries/siteState';
import { prefetchScreens } from './screens';

/**
 * Root wraps every layout: the loading bar, scroll restoration and idle prefetching of
 * screens (a visitor's, and once logged in a member's).
 */
export function Root() {
  const member = useUser() !== null;
  useEffect(() => prefetchScreens(member), [member]);
  useScrollRestoration();
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
