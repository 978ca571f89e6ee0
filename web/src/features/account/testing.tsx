// Test helpers for the account screens, which move between routes: renderAt in
// src/test/render.tsx renders one route, these render several and stub the server.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { memoryRouter } from '../../test/memoryRouter';
import { vi } from 'vitest';
import type { CompanyInfo, Settings } from '../../api/site';
import type { User } from '../../api/user';
import { siteKeys, settingsParams } from '../../queries/site';
import { SiteStateProvider } from '../../queries/SiteStateProvider';
import { testCompany, testI18n, testSettings } from '../../test/render';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** apiError is the server's error answer. */
export const apiError = (status: number, error: { code: string; message?: string; key?: string; field?: string; params?: Record<string, unknown> }) =>
  json(status, { error: { message: '', ...error } });

/** visitor answers GET /api/user as the server does for a visitor: 204 when the app asks with ?optional=1, else 403. */
export const visitor = (url?: URL) =>
  url?.searchParams.get('optional') === '1' ? new Response(null, { status: 204 }) : apiError(403, { code: 'authentication_required' });

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'sanne@example.nl',
    status: 'active',
    credits: 10,
    paid_user: false,
    notifications_disabled: [],
    profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: null, gender: '', looking_for: '', country: '', region: '', city: '', complete: true },
    fictional_icon: false,
    language: 'en',
    signup_date: '2026-11-22T10:00:00Z',
    complete: false,
    missing: ['photo'],
    ...overrides,
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * stubServer answers fetch from a table of "METHOD /path" handlers (the body parsed
 * from JSON) and fails the test on any other call. GET /api/user answers visitor()
 * unless the table says otherwise. It returns the mock to read the calls from.
 */
export function stubServer(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (url: URL, init: RequestInit = {}) => {
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[name] ?? (name === 'GET /api/user' ? visitor : undefined);
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** sentBody is the JSON body of the last call of method to path. */
export function sentBody(mock: ReturnType<typeof stubServer>, method: string, path: string): unknown {
  const call = mock.mock.calls.filter(([url, init]) => url.pathname === path && init?.method === method).at(-1);
  return call ? JSON.parse(call[1]?.body as string) : undefined;
}

/**
 * renderRoutes renders the given routes (path to element) at path "at", with the
 * app's providers and seeded site data, and returns the router to see where it went.
 */
export function renderRoutes(
  routes: Record<string, ReactNode>,
  { at, settings = testSettings(), company = testCompany }: { at: string; settings?: Settings; company?: CompanyInfo },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteKeys.settings(settingsParams()), settings);
  queryClient.setQueryData(siteKeys.companyInfo(location.hostname), company);
  const { router, element } = memoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element })),
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n()}>
        <SiteStateProvider>
          {element}
        </SiteStateProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
