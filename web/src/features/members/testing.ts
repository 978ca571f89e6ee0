// Test helpers for the member screens: a fetch stub that sees the query string, and
// members as the server answers them.
import { vi } from 'vitest';
import type { Member, MemberImage, MemberSearch, MemberSummary } from '../../api/members';
import { visitor } from '../account/testing';

type Handler = (url: URL) => Response | Promise<Response>;

/**
 * stubApi answers fetch from a table of "METHOD /path" handlers, which get the URL with
 * its query, and fails the test on any other call. GET /api/user answers a visitor
 * unless the table says otherwise.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (url: URL, init: RequestInit = {}) => {
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[name] ?? (name === 'GET /api/user' ? visitor : undefined);
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(url);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** queriesTo are the query strings of every call to path, oldest first. */
export function queriesTo(mock: ReturnType<typeof stubApi>, path: string): Record<string, string>[] {
  return mock.mock.calls.filter(([url]) => url.pathname === path).map(([url]) => Object.fromEntries(url.searchParams));
}

export function testImage(overrides: Partial<MemberImage> = {}): MemberImage {
  return { id: 1, main: true, clear: true, status: 'active', thumb: '/media/t1.jpg', card: '/media/c1.jpg', full: '/media/f1.jpg', ...overrides };
}

export function testCard(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return { id: 5, name: 'Lotte', age: 29, city: 'Utrecht', country: 'NL', online: false, premium: false, fictional: false, main_image: testImage(), ...overrides };
}

export function testMember(overrides: Partial<Member> = {}): Member {
  const card = testCard();
  return { ...card, fields: {}, photos: card.main_image ? [card.main_image] : [], photo_count: 1, blocked: false, ...overrides };
}

export function testSearch(results: MemberSummary[], num_results = results.length, page = 1): MemberSearch {
  return { results, num_results, page, per_page: 24 };
}

export const regions = {
  NL: { label: 'province', regions: [{ id: 'NL-NH', name: 'Noord-Holland' }, { id: 'NL-UT', name: 'Utrecht' }] },
  DE: { label: 'state', regions: [{ id: 'DE-BE', name: 'Berlin' }, { id: 'DE-BY', name: 'Bayern' }] },
};
