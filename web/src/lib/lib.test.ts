import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { dismiss, dismissedAt, isDismissed } from './dismissals';
import { telHref } from './phone';
import { captureTrafficSource, storedTrafficSource } from './trafficSource';
import { termsVersionDate } from '../features/pages/termsDate';

describe('dismissals', () => {
  it('remembers the moment of dismissal', () => {
    expect(isDismissed('push')).toBe(false);
    dismiss('push', 1_000);
    expect(dismissedAt('push')).toBe(1_000);
    expect(isDismissed('push', undefined, 5_000)).toBe(true);
  });
  it('lets an alert come back after maxAge', () => {
    dismiss('photo', 1_000);
    expect(isDismissed('photo', 10_000, 5_000)).toBe(true);
    expect(isDismissed('photo', 10_000, 11_000)).toBe(false);
  });
});

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('reloads at most once per 60 s', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadForChunkError(100_000, reload)).toBe(true);
    expect(reloadForChunkError(130_000, reload)).toBe(false);
    expect(reloadForChunkError(160_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('telHref', () => {
  it('strips dashes and spaces', () => expect(telHref('+31 20-123 45 67')).toBe('tel:+31201234567'));
});

describe('traffic source', () => {
  it('keeps the first visit’s record', () => {
    expect(captureTrafficSource('?network=aff&ref=7&sub1=a')).toEqual({ network: 'aff', ref: '7', sub1: 'a', sub2: '', sub3: '' });
    captureTrafficSource('?network=other&ref=8');
    expect(storedTrafficSource()?.network).toBe('aff');
  });
  it('stores nothing without a network or ref', () => {
    expect(captureTrafficSource('?utm_source=x')).toBeUndefined();
    expect(storedTrafficSource()).toBeUndefined();
  });
  it("prefers the server's first-touch cookie, with its click id", () => {
    localStorage.setItem('amora.trafficSource', JSON.stringify({ network: 'aff', ref: '7', sub1: '', sub2: '', sub3: '' }));
    document.cookie = 'amora.ts_last=network=later&at=2';
    document.cookie = 'amora.ts=at=1&click_id=C+1&network=cookienet&path=%2F&ref=r%261&sub1=&sub2=&sub3=';
    expect(storedTrafficSource()).toEqual({ network: 'cookienet', ref: 'r&1', sub1: '', sub2: '', sub3: '', click_id: 'C 1' });
    document.cookie = 'amora.ts=; max-age=0';
    document.cookie = 'amora.ts_last=; max-age=0';
    expect(storedTrafficSource()?.network).toBe('aff');
  });
});

describe('termsVersionDate', () => {
  it('uses 2023-12-01 when the company was added earlier', () =>
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z'));
  it("uses the company's added date when later", () =>
    expect(termsVersionDate('2024-03-01T09:00:00Z').toISOString()).toBe('2024-03-01T09:00:00.000Z'));
  it('ignores a missing or bad date', () => {
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('nonsense').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});
