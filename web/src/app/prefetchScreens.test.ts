import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAll, type PrefetchRequest } from './prefetchFiles';
import { prefetchListId } from './prefetchListId';
import { prefetchParallel, prefetchScreens } from './screens';

/** list writes index.html's lists: files for the visitor's screens, member for the members' own. */
function list(files: unknown, member: string[] = []) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = prefetchListId;
  el.textContent = typeof files === 'string' ? files : JSON.stringify({ visitor: files, member });
  document.body.append(el);
}

/** FakeWorker stands for the browser's Worker: it records what the page started and sent. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('prefetchScreens', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
  });
  afterEach(() => {
    document.getElementById(prefetchListId)?.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the listed files to a module worker once idle (at most 2000 ms), nothing before', () => {
    const files = ['/assets/a.js', '/assets/b.css', '/assets/c.js'];
    list(files);
    prefetchScreens();
    vi.advanceTimersByTime(1999);
    expect(FakeWorker.started).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeWorker.started).toHaveLength(1);
    const [w] = FakeWorker.started;
    expect(String(w!.url)).toContain('prefetchWorker');
    expect(w!.options).toEqual({ type: 'module' });
    expect(w!.sent).toEqual([{ files, parallel: prefetchParallel }]);
  });

  it("hands a visitor the visitor's screens, a member the members' too", () => {
    list(['/assets/Login.js'], ['/assets/Chat.js', '/assets/Chat.css']);
    prefetchScreens();
    prefetchScreens(true);
    vi.advanceTimersByTime(2000);
    expect(FakeWorker.started.map((w) => w.sent)).toEqual([
      [{ files: ['/assets/Login.js'], parallel: prefetchParallel }],
      [{ files: ['/assets/Login.js', '/assets/Chat.js', '/assets/Chat.css'], parallel: prefetchParallel }],
    ]);
  });

  it('waits for the page to load first', () => {
    list(['/assets/a.js']);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    prefetchScreens();
    vi.advanceTimersByTime(5000);
    expect(FakeWorker.started).toHaveLength(0);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2000);
    expect(FakeWorker.started).toHaveLength(1);
    // Stopped before the load: nothing starts.
    state.mockReturnValue('loading');
    prefetchScreens()();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2000);
    expect(FakeWorker.started).toHaveLength(1);
    state.mockRestore();
  });

  it('stops: before the start nothing starts, after it the worker ends', () => {
    list(['/assets/a.js']);
    prefetchScreens()();
    vi.advanceTimersByTime(5000);
    expect(FakeWorker.started).toHaveLength(0);
    const stop = prefetchScreens();
    vi.advanceTimersByTime(2000);
    stop();
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it('starts no worker without a list or with a broken one', () => {
    prefetchScreens();
    vi.advanceTimersByTime(2000);
    list('{nope');
    prefetchScreens();
    vi.advanceTimersByTime(2000);
    expect(FakeWorker.started).toHaveLength(0);
  });
});

describe('fetchAll', () => {
  /** A fetch whose answers the test settles one by one, in any order. */
  function pendingFetch() {
    const calls: { url: string; init?: RequestInit; settle: (ok: boolean) => void; read: boolean }[] = [];
    const get = ((url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const call = {
          url,
          init,
          read: false,
          settle: (ok: boolean) =>
            ok ? resolve({ arrayBuffer: async () => ((call.read = true), new ArrayBuffer(1)) } as unknown as Response) : reject(new TypeError('offline')),
        };
        calls.push(call);
      })) as typeof fetch;
    return { calls, get };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('fetches parallel files at a time, reads each to its end, and goes on past a failure', async () => {
    const { calls, get } = pendingFetch();
    const req: PrefetchRequest = { files: ['/a.js', '/b.css', '/c.js', '/d.js'], parallel: 2 };
    const done = fetchAll(req, get);
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/a.js', '/b.css']);
    expect(calls[0]!.init).toMatchObject({ credentials: 'same-origin', priority: 'low' });
    calls[1]!.settle(false);
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/a.js', '/b.css', '/c.js']);
    calls[0]!.settle(true);
    calls[2]!.settle(true);
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/a.js', '/b.css', '/c.js', '/d.js']);
    calls[3]!.settle(true);
    await done;
    expect(calls.map((c) => c.read)).toEqual([true, false, true, true]);
  });

  it('ends at once with nothing to fetch', async () => {
    const { calls, get } = pendingFetch();
    await fetchAll({ files: [], parallel: 3 }, get);
    expect(calls).toHaveLength(0);
  });
});
