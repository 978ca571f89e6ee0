import { useState } from 'react';

/**
 * useCursors keeps the before_id of each page seen, newest first, so that a list paged
 * by before_id can go back; reset starts again at the newest (a new search or filter).
 */
export function useCursors() {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  return {
    beforeId: cursors[cursors.length - 1],
    /** newer goes back a page; undefined on the first. */
    newer: cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    /** olderTo gives the step to the page before next, or undefined when there is none. */
    olderTo: (next: number | null | undefined) => (next ? () => setCursors([...cursors, next]) : undefined),
    reset: () => setCursors([undefined]),
  };
}
