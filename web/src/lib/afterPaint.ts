import { useEffect, useState } from 'react';

// The first screen's frame comes first (the landers', issue 24): what is below it or
// secondary (the photos that are not the first screen's, the sign-up form, the footer)
// waits for a task after that frame, so that it neither holds the frame back nor takes
// the line from the first screen's photos. Each wave has a task of its own (the photos,
// the form, the footer): on a phone, one task for all of it was a long one.
const waves = 3;

let released = 0; // the waves shown so far
let scheduled = false;
const waiting = Array.from({ length: waves }, () => new Set<() => void>());

function release() {
  for (const f of waiting[released]!) f();
  waiting[released]!.clear();
  released++;
  if (released < waves) setTimeout(release, 0);
}

/** afterNextFrame runs fn in a task after the next frame has been drawn; what it returns cancels that. */
export function afterNextFrame(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from an animation frame runs after that frame has painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  afterNextFrame(release);
}

/**
 * useAfterFirstPaint is false until a task after the page's first frame, then true; true
 * at once when now. wave (below waves) is which of the tasks after that frame: 0 for the
 * first (photos), 1 for the one after it (a form), 2 for the last (a footer).
 */
export function useAfterFirstPaint(now = false, wave = 0): boolean {
  const [shown, setShown] = useState(now || released > wave);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    if (released > wave) {
      show();
      return;
    }
    waiting[wave]!.add(show);
    schedule();
    return () => {
      waiting[wave]!.delete(show);
    };
  }, [shown, wave]);
  return shown;
}
