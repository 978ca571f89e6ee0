import { useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from '../lib/afterPaint';

/**
 * SkeletonUntil shows skeleton until ready, then children. The skeleton does not leave
 * the page in the commit that brings the content: it is hidden there (display: none, so
 * that the browser drops its boxes as it draws the next frame) and removed in a task after
 * that frame. Taking boxes out of the page from a script costs little in itself, but a
 * profiled load (Lighthouse's trace records each with its script stack) counted 70-100 of
 * them as 30-45 ms of one task on the landing, the search and the profile (issue 22).
 */
export function SkeletonUntil({ ready, skeleton, children }: { ready: boolean; skeleton: ReactNode; children?: ReactNode }) {
  const [kept, setKept] = useState(!ready);
  // Waiting again (a new search with nothing to show yet): the skeleton comes back.
  if (!ready && !kept) setKept(true);
  useEffect(() => {
    if (!ready || !kept) return;
    return afterNextFrame(() => setKept(false));
  }, [ready, kept]);
  return (
    <>
      {kept && (
        <div className="skeleton-until" hidden={ready}>
          {skeleton}
        </div>
      )}
      {ready && children}
    </>
  );
}
