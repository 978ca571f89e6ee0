/**
 * coalesce wraps run (a reload) so that a burst of calls starts one run, not one each:
 * a call waits delayMs for more to come, then runs once; calls while a run is going mark
 * one more run, which starts when it ends. So at most one run is in flight and none is
 * cancelled by the next. The returned function resolves when the run that covers the
 * call has ended.
 */
export function coalesce(run: () => Promise<unknown>, delayMs: number): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let waiters: Array<() => void> = [];

  const start = () => {
    timer = null;
    const settle = waiters;
    waiters = [];
    running = run()
      .catch(() => undefined)
      .then(() => {
        running = null;
        for (const done of settle) done();
        if (again) {
          again = false;
          start();
        }
      });
  };

  return () =>
    new Promise<void>((resolve) => {
      waiters.push(resolve);
      if (running) again = true;
      else if (timer === null) timer = setTimeout(start, delayMs);
    });
}
