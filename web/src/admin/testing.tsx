// Test helpers for the console's screens: the real console routes in a memory router,
// with the translations loaded and fetch answered from a table.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { memoryRouter } from '../test/memoryRouter';
import { vi } from 'vitest';
import { testI18n } from '../test/render';
import type { StaffMe } from './api/types';
import { adminRoutes } from './routes';

export const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** apiError is the server's error answer. */
export const apiError = (status: number, code: string, key?: string) => json(status, { error: { code, key, message: 'refused' } });

/** allPermissions are an admin's (StaffPermissions in the root package). */
export const allPermissions: StaffMe['permissions'] = ['members.read', 'members.write', 'members.support', 'credits', 'photos', 'complaints', 'sites', 'money', 'stats', 'audit', 'desk', 'staff', 'postbacks', 'self'];

export function testStaff(overrides: Partial<StaffMe> = {}): StaffMe {
  return { id: 1, email: 'anna@amora.test', name: 'Anna', role: 'admin', permissions: allPermissions, totp_enabled: true, ...overrides };
}

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/**
 * stubAdminApi answers fetch from "METHOD /path" handlers and fails the test on any
 * other call; GET /api/admin/me answers the staff member given (null: a 401).
 */
export function stubAdminApi(handlers: Record<string, Handler>, me: StaffMe | null = testStaff()) {
  const mock = vi.fn(async (url: URL, init: RequestInit = {}) => {
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[name] ?? (name === 'GET /api/admin/me' ? () => (me ? json(200, me) : apiError(401, 'unauthorized', 'staffLoginRequired')) : undefined);
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** callsTo are the calls of method to path, as URL and parsed body, oldest first. */
export function callsTo(mock: ReturnType<typeof stubAdminApi>, method: string, path: string) {
  return mock.mock.calls
    .filter(([url, init]) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }));
}

/** renderConsole renders the console's routes at path. */
export function renderConsole(path: string, lng = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { router, element } = memoryRouter(adminRoutes, { initialEntries: [path] });
  const i18n = testI18n(lng);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {element}
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, i18n };
}
