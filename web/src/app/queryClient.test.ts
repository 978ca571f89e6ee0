import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayment } from '../api/billing';
import { likeMember } from '../api/likes';
import { getUser } from '../api/user';
import { newQueryClient } from './queryClient';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const failed = (status: number, headers: Record<string, string> = {}) => json(status, { error: { code: status >= 500 ? 'internal' : 'invalid', message: 'x' } }, headers);

/** stubFetch answers calls in turn from answers (the last one repeats) and records when each came. */
function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const at: number[] = [];
  const mock = vi.fn(async () => {
    at.push(Date.now());
    return answers[Math.min(at.length - 1, answers.length - 1)]!();
  });
  vi.stubGlobal('fetch', mock);
  return { mock, at, gaps: () => at.slice(1).map((t, i) => t - at[i]!) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('newQueryClient retries (SPEC §7)', () => {
  it('retries a failing query five times with exponential delay, then fails', async () => {
    const f = stubFetch(() => failed(503));
    const qc = newQueryClient();
    const result = qc.fetchQuery({ queryKey: ['user'], queryFn: ({ signal }) => getUser(signal) }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ status: 503 });
    expect(f.mock).toHaveBeenCalledTimes(6);
    expect(f.gaps()).toEqual([300, 600, 1200, 2400, 4800]);
  });

  it('waits for Retry-After where the server sends it', async () => {
    const f = stubFetch(() => failed(503, { 'Retry-After': '2' }), () => json(200, { id: 7 }));
    const qc = newQueryClient();
    const result = qc.fetchQuery({ queryKey: ['user'], queryFn: () => getUser() });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(f.gaps()).toEqual([2000]);
  });

  it('retries a lost answer and a 429, then succeeds', async () => {
    const f = stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => failed(429),
      () => json(200, { id: 7 }),
    );
    const qc = newQueryClient();
    const result = qc.fetchQuery({ queryKey: ['user'], queryFn: () => getUser() });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(f.mock).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal (4xx)', async () => {
    const f = stubFetch(() => failed(404));
    const qc = newQueryClient();
    const result = qc.fetchQuery({ queryKey: ['user'], queryFn: () => getUser() }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ status: 404 });
    expect(f.mock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a mutation that is not safe to repeat', async () => {
    const f = stubFetch(() => failed(500), () => Promise.reject(new TypeError('Failed to fetch')));
    const qc = newQueryClient();
    const like = new MutationObserver(qc, { mutationFn: (id: number) => likeMember(id) });
    const result = like.mutate(3).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ status: 500 });
    expect(f.mock).toHaveBeenCalledTimes(1);
  });

  it('retries a payment with the same Idempotency-Key', async () => {
    const f = stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => failed(502),
      () => json(201, { payment_id: 5, checkout_url: 'https://pay.example/5' }),
    );
    const qc = newQueryClient();
    const pay = new MutationObserver(qc, { mutationFn: () => createPayment({ package_id: 2, method: 'ideal', accept_terms: true, immediate_delivery: true }, 'key-12345678') });
    const result = pay.mutate();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ payment_id: 5 });
    const keys = (f.mock.mock.calls as unknown as [URL, RequestInit][]).map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['key-12345678', 'key-12345678', 'key-12345678']);
  });
});
