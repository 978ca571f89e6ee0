import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// What React Router's ScrollRestoration did for the data router: a new page opens at its
// top (or at its #hash), going back or forward returns to where the reader was, and a
// reload of the page too. The positions are kept per history entry, in memory, and in
// sessionStorage when the page is left.

const storageKey = 'amora-scroll';
let positions: Map<string, number> | undefined;

/** saved reads the positions, from sessionStorage the first time (a reload's). */
function saved(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw) for (const [k, v] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) if (typeof v === 'number') positions.set(k, v);
  } catch {
    // Storage off or spoiled: nothing to restore.
  }
  return positions;
}

function store() {
  if (!positions) return;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage off or full: positions stay in memory.
  }
}

/** useScrollRestoration scrolls each new location to its top, its #hash, or its remembered place. */
export function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const key = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    const manual = 'scrollRestoration' in history;
    if (manual) history.scrollRestoration = 'manual';
    const remember = () => saved().set(key.current, window.scrollY);
    const leave = () => {
      remember();
      store();
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', leave);
      if (manual) history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const isFirst = first.current;
    first.current = false;
    // The first page of a visit: only a reload has a place to return to.
    if (isFirst && !reloaded()) return;
    const y = type === 'POP' || isFirst ? saved().get(location.key) : undefined;
    if (y !== undefined) {
      window.scrollTo(0, y);
      return;
    }
    if (isFirst) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
}

function reloaded(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}
