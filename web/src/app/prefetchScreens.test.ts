import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchListId } from './prefetchListId';
import { prefetchParallel, prefetchScreens } from './screens';

function list(files: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = prefetchListId;
  el.textContent = JSON.stringify(files);
  document.body.append(el);
}

const prefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

describe('prefetchScreens', () => {
  afterEach(() => {
    document.getElementById(prefetchListId)?.remove();
    prefetches().forEach((l) => l.remove());
    vi.useRealTimers();
  });

  it('prefetches the listed files once idle, a few at a time, modules in CORS mode', () => {
    vi.useFakeTimers();
    const files = ['/assets/a.js', '/assets/b.css', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    list(files);
    prefetchScreens();
    expect(prefetches()).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(prefetches().map((l) => l.getAttribute('href'))).toEqual(files.slice(0, prefetchParallel));
    expect(prefetches()[0]!.crossOrigin).toBe('');
    expect(prefetches()[1]!.hasAttribute('crossorigin')).toBe(false);
    // One finished (or failed): the next starts.
    prefetches()[0]!.dispatchEvent(new Event('load'));
    prefetches()[1]!.dispatchEvent(new Event('error'));
    expect(prefetches().map((l) => l.getAttribute('href'))).toEqual(files);
  });

  it('stops: nothing more starts', () => {
    vi.useFakeTimers();
    list(['/assets/a.js']);
    const stop = prefetchScreens();
    stop();
    vi.advanceTimersByTime(5000);
    expect(prefetches()).toHaveLength(0);
  });

  it('does nothing without a list or with a broken one', () => {
    vi.useFakeTimers();
    prefetchScreens();
    vi.advanceTimersByTime(2000);
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = prefetchListId;
    el.textContent = '{nope';
    document.body.append(el);
    prefetchScreens();
    vi.advanceTimersByTime(2000);
    expect(prefetches()).toHaveLength(0);
  });
});
