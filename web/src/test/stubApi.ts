import { vi } from 'vitest';
import { visitor } from '../features/account/testing';

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/**
 * stubApi answers fetch from a table of "METHOD /path" handlers, which get the URL with
 * its query and the parsed JSON body, and fails the test on any other call. GET
 * /api/user answers a visitor unless the table says otherwise.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (url: URL, init: RequestInit = {}) => {
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[name] ?? (name === 'GET /api/user' ? visitor : undefined);
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** callsTo are the calls of method to path, as URL, parsed body and headers, oldest first. */
export function callsTo(mock: ReturnType<typeof stubApi>, method: string, path: string) {
  return mock.mock.calls
    .filter(([url, init]) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
