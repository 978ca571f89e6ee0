import { fetchAll, type PrefetchRequest } from './prefetchFiles';

// The worker that prefetches the screens' files (screens.ts, prefetchScreens). Each
// `<link rel="prefetch">` the page appended cost its main thread 3-20 ms on a phone: about
// 110 tasks after the load, 320-700 ms in all, which Lighthouse counted as blocking time
// (issue 22). Here the requests start on a thread of their own; the page's only cost is
// starting the worker.
addEventListener('message', (e: MessageEvent<PrefetchRequest>) => {
  void fetchAll(e.data).finally(() => close());
});
