import { useEffect, useState } from 'react';

// The first screen's frame comes first: what is below it or secondary (the sign-up form,
// the photos that are not the first screen's) waits for a task after that frame, so that
// it neither holds the frame back nor takes the line from the first screen's photos.
let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A task queued from an animation frame runs after that frame has painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      for (const f of waiting) f();
      waiting.clear();
    }, 0),
  );
}

/** useAfterFirstPaint is false until a task after the page's first frame, then true; true at once when now. */
export function useAfterFirstPaint(now = false): boolean {
  const [shown, setShown] = useState(now || painted);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    if (painted) {
      show();
      return;
    }
    waiting.add(show);
    schedule();
    return () => {
      waiting.delete(show);
    };
  }, [shown]);
  return shown;
}
