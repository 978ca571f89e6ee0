import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { prefetchScreens } from './screens';

/** Root wraps every layout: the loading bar, scroll restoration and idle prefetching of screens. */
export function Root() {
  useEffect(() => prefetchScreens(), []);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
