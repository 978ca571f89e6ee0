import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanding } from './landing';
import { searchMembers } from './members';
import { likeMember } from './likes';
import { forgetFirstAnswers } from './firstScreen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** inPage puts the server's first-screen answers in the document, as a prerendered page has them. */
function inPage(answers: { url: string; body: unknown }[]) {
  const el = document.createElement('script');
  el.id = 'amora-first';
  el.type = 'application/json';
  el.textContent = JSON.stringify(answers);
  document.head.append(el);
}

afterEach(() => {
  document.getElementById('amora-first')?.remove();
  forgetFirstAnswers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const landing = { country: 'NL', online: 2, members: [] };

describe('the first screen’s answers in a prerendered page', () => {
  it('answer the same call once, whatever the order of its query, then the network does', async () => {
    inPage([{ url: '/api/members?max_age=99&min_age=18&page=1&per_page=24', body: { results: [], num_results: 7, page: 1, per_page: 24 } }]);
    const fetchMock = vi.fn(async () => json(200, { results: [], num_results: 8, page: 1, per_page: 24 }));
    vi.stubGlobal('fetch', fetchMock);
    const params = { min_age: 18, max_age: 99, page: 1, per_page: 24 };
    expect((await searchMembers(params)).num_results).toBe(7);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await searchMembers(params)).num_results).toBe(8);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave other calls to the network', async () => {
    inPage([{ url: '/api/landing?host=example.com', body: landing }]);
    const fetchMock = vi.fn(async () => json(200, { ...landing, country: 'DE' }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await getLanding({ host: 'example.com', country: 'DE' })).country).toBe('DE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await getLanding({ host: 'example.com' })).country).toBe('NL');
  });

  it('are dropped by anything but a read (a login changes whose answers they would be)', async () => {
    inPage([{ url: '/api/landing?host=example.com', body: landing }]);
    const fetchMock = vi.fn(async () => json(200, { ...landing, country: 'DE' }));
    vi.stubGlobal('fetch', fetchMock);
    await likeMember(5).catch(() => undefined);
    expect((await getLanding({ host: 'example.com' })).country).toBe('DE');
  });

  it('are dropped once the page is older than half a minute', async () => {
    inPage([{ url: '/api/landing?host=example.com', body: landing }]);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    const fetchMock = vi.fn(async () => json(200, { ...landing, country: 'DE' }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await getLanding({ host: 'example.com' })).country).toBe('DE');
  });
});
