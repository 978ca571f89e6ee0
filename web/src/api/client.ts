// The one place that talks HTTP to the server. Screens never call fetch; they use the
// query hooks in src/queries, which call the functions of src/api. Those call the
// typed client `api` below: paths, parameters, bodies and answers come from the
// OpenAPI contract (schema.d.ts, generated from api/openapi.yaml), never written by hand.
// Retries are the query client's (see retry.ts), not this module's.
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';
import { takeFirstAnswer } from './firstScreen';

/** ApiErrorBody is the server's error envelope. */
export type ApiErrorBody = components['schemas']['Error'];

/** ApiError is a failed call: the HTTP status and the server's stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly key?: string;
  readonly params?: Record<string, unknown>;
  /** retryAfterMs is the server's Retry-After, when it sent one (503 busy, 429). */
  readonly retryAfterMs?: number;
  constructor(status: number, code: string, message: string, detail: Partial<ApiErrorBody['error']> & { retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = detail.field;
    this.key = detail.key;
    this.params = detail.params;
    this.retryAfterMs = detail.retryAfterMs;
  }
}

export const clientHeader = { 'X-Requested-With': 'amora' } as const;

let onAuthRequired: (() => void) | undefined;

/**
 * setAuthRequiredHandler registers what happens when the server answers 403 with
 * authentication_required on any call but the user call itself: the session ended,
 * so the app logs the member out (SPEC §8).
 */
export function setAuthRequiredHandler(fn: (() => void) | undefined): void {
  onAuthRequired = fn;
}

// Requests that are safe to send again: reads, and writes that carry an Idempotency-Key
// (the server answers a repeat with what the first one made). Their failures are
// marked so that the query client's retry policy may repeat them (retry.ts).
const repeatable = new WeakMap<object, boolean>();
const repeatableAnswers = new WeakSet<Response>();

/** isRepeatable tells whether the failed request behind err is safe to send again. */
export function isRepeatable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && repeatable.get(err) === true;
}

function safeToRepeat(method: string, headers: Headers): boolean {
  return method === 'GET' || method === 'HEAD' || headers.has('Idempotency-Key');
}

/** retryAfterOf reads a Retry-After header given in seconds (the server's form). */
export function retryAfterOf(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const s = Number(value);
  return Number.isFinite(s) && s >= 0 ? s * 1000 : undefined;
}

// Outgoing is what openapi-fetch builds instead of a Request: the URL, method, headers
// and serialised body, handed to send below. A real Request would turn the body into a
// stream and refuse an AbortSignal of another realm (jsdom's, in the unit tests).
class Outgoing {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body?: BodyInit | null;
  readonly signal?: AbortSignal | null;
  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal;
  }
}

// canonical writes a header name as servers and tests expect it: X-Requested-With.
const canonical = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

async function send(out: Outgoing): Promise<Response> {
  // A prerendered page may carry this call's answer (firstScreen.ts).
  const first = await takeFirstAnswer(out.method, out.url);
  if (first) return first;
  const headers: Record<string, string> = {};
  out.headers.forEach((v, k) => {
    headers[canonical(k)] = v;
  });
  const init: RequestInit = { method: out.method, headers, credentials: 'same-origin', body: out.body ?? undefined };
  if (out.signal) init.signal = out.signal;
  try {
    const res = await fetch(new URL(out.url, location.origin), init);
    if (safeToRepeat(out.method, out.headers)) repeatableAnswers.add(res);
    return res;
  } catch (err) {
    if (typeof err === 'object' && err !== null) repeatable.set(err, safeToRepeat(out.method, out.headers) && !out.signal?.aborted);
    throw err;
  }
}

// Query values the app leaves empty ('' or undefined) are not sent at all.
export function querySerializer(query: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return q.toString();
}

/** api is the typed client of the OpenAPI contract; call it through unwrap. */
export const api = createClient<paths>({
  headers: { Accept: 'application/json', ...clientHeader },
  querySerializer,
  Request: Outgoing as unknown as typeof Request,
  fetch: send as unknown as typeof fetch,
});

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * unwrap turns an answer of `api` into its data, or throws the ApiError of a failed
 * one. path names the call for the log-out rule (see apiErrorOf).
 */
export async function unwrap<T>(call: Promise<Answer<T>>, path: string): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const err = apiErrorOf(response.status, response.statusText, error, path, retryAfterOf(response.headers.get('Retry-After')));
  repeatable.set(err, repeatableAnswers.has(response));
  throw err;
}

/**
 * apiErrorOf turns a failed answer's status and parsed body into an ApiError, for
 * unwrap and for calls that cannot use fetch (uploads with progress). A 403
 * authentication_required on any call but the user call logs the member out.
 */
export function apiErrorOf(status: number, statusText: string, body: unknown, path: string, retryAfterMs?: number): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  const code = error?.code ?? (status >= 500 ? 'internal' : 'unknown');
  const err = new ApiError(status, code, error?.message ?? statusText, { ...error, retryAfterMs });
  if (status === 403 && code === 'authentication_required' && !/^\/api\/user(\.php)?$/.test(path)) {
    onAuthRequired?.();
  }
  return err;
}
