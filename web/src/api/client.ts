// The one place that talks HTTP to the server. Screens never call fetch; they use the
// query hooks in src/queries, which call these functions.

export interface ApiErrorBody {
  error: { code: string; message: string; field?: string; key?: string; params?: Record<string, unknown> };
}

/** ApiError is a failed call: the HTTP status and the server's stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly key?: string;
  readonly params?: Record<string, unknown>;
  constructor(status: number, code: string, message: string, detail: Partial<ApiErrorBody['error']> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = detail.field;
    this.key = detail.key;
    this.params = detail.params;
  }
}

export const clientHeader = { 'X-Requested-With': 'amora' } as const;

// SPEC §7: 5 retries with exponential delay, for calls that are safe to repeat.
export const maxRetries = 5;
export const retryBaseMs = 300;

let onAuthRequired: (() => void) | undefined;

/**
 * setAuthRequiredHandler registers what happens when the server answers 403 with
 * authentication_required on any call but the user call itself: the session ended,
 * so the app logs the member out (SPEC §8).
 */
export function setAuthRequiredHandler(fn: (() => void) | undefined): void {
  onAuthRequired = fn;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** headers are sent with the request, such as an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** sleep waits between retries; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryable(method: string, status: number | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return status === undefined || status === 429 || status >= 500;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers, ...clientHeader };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    try {
      res = await fetch(url, { method, headers, body, credentials: 'same-origin', signal: opts.signal });
    } catch (err) {
      if (opts.signal?.aborted || !retryable(method, undefined) || attempt >= maxRetries) throw err;
    }
    if (res) {
      if (res.ok) {
        // 204 and 202 answers may have no body at all.
        const text = res.status === 204 ? '' : await res.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      if (!retryable(method, res.status) || attempt >= maxRetries) {
        throw await toApiError(res, path);
      }
    }
    await sleep(retryBaseMs * 2 ** attempt);
  }
}

async function toApiError(res: Response, path: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    // Not our envelope (a proxy's error page, say): fall back to the status.
  }
  return apiErrorOf(res.status, res.statusText, body, path);
}

/**
 * apiErrorOf turns a failed answer's status and parsed body into an ApiError, for
 * request() and for calls that cannot use fetch (uploads with progress). A 403
 * authentication_required on any call but the user call logs the member out.
 */
export function apiErrorOf(status: number, statusText: string, body: unknown, path: string): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  const code = error?.code ?? (status >= 500 ? 'internal' : 'unknown');
  const err = new ApiError(status, code, error?.message ?? statusText, error);
  if (status === 403 && code === 'authentication_required' && !/^\/api\/user(\.php)?$/.test(path)) {
    onAuthRequired?.();
  }
  return err;
}
