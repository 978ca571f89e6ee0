import { useEffect } from 'react';
import { pageHydrated } from './hydration';

/** PageHydrated marks the end of the page's content in the layout's boundary: its effect runs once that boundary has hydrated (see afterPageHydration). */
export function PageHydrated() {
  useEffect(() => pageHydrated(), []);
  return null;
}
