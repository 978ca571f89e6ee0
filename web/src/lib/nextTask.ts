// nextTask lets a long piece of work end its task and go on in a new one, so that the
// browser can paint and answer input in between: on a phone, one long task of a page's
// start blocks the page as long as it lasts (issues 22 and 24).

type Scheduler = { yield?: () => Promise<void> };

/**
 * nextTask resolves in a later task: with scheduler.yield (Chromium 129 and later), which
 * resumes ahead of tasks queued meanwhile, else after a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
