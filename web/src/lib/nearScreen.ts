import { useEffect, useState, type RefObject } from 'react';

/**
 * useNearScreen is false until the element of ref comes into the screen, then true for
 * good; true at once when now, or where the browser cannot tell (no IntersectionObserver).
 * What is heavy to draw and far below the first screen waits for it: a lander's sign-up
 * form cost 17-36 ms of a load's main thread, 12-15 of them the page's first date input
 * (the browser sets up its date formats once), for a form most visitors reach only by
 * scrolling or by a call to action (issue 24). margin widens the screen by that much (a
 * CSS length, as IntersectionObserver's rootMargin), so that the part is drawn just before
 * it shows.
 */
export function useNearScreen(ref: RefObject<Element | null>, now = false, margin = '0px'): boolean {
  const [near, setNear] = useState(() => now || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref, margin]);
  return near;
}
