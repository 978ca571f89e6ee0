// The console's calls to /api/admin/: JSON in and out with the app's client header, and
// failures as the shared ApiError (src/api/client.ts), so that errors carry the
// server's key. A 401 on any call but the login, the setup and the question who is
// signed in (which a fresh page asks) means the staff session ended.
import { apiErrorOf, clientHeader, retryAfterOf } from '../../api/client';

let onSessionEnded: (() => void) | undefined;

/** setSessionEndedHandler registers what a 401 does: back to the login page. */
export function setSessionEndedHandler(fn: (() => void) | undefined): void {
  onSessionEnded = fn;
}

type Query = Record<string, string | number | undefined | null>;

/** queryString leaves out empty values, as the members' client does. */
export function queryString(query: Query = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** adminCall sends one request and returns its parsed answer, or throws an ApiError. */
export async function adminCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, { query, body }: { query?: Query; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...clientHeader };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(new URL(path + queryString(query), location.origin), {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (res.ok) return parsed as T;
  const err = apiErrorOf(res.status, res.statusText, parsed, path, retryAfterOf(res.headers.get('Retry-After')));
  if (res.status === 401 && !/^\/api\/admin\/(login|setup|me)$/.test(path)) onSessionEnded?.();
  throw err;
}
