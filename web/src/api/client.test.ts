import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, maxRetries, request, setAuthRequiredHandler } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthRequiredHandler(undefined);
});

describe('request', () => {
  it('sends the client header and decodes JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { name: 'Amora' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('GET', '/api/settings', { query: { host: 'x', empty: '' } })).resolves.toEqual({ name: 'Amora' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/settings\?host=x$/);
    expect(init.headers['X-Requested-With']).toBe('amora');
  });

  it('retries a GET five times with exponential delay', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(503, { error: { code: 'unavailable', message: 'Not ready.' } }));
    vi.stubGlobal('fetch', fetchMock);
    const delays: number[] = [];
    const sleep = async (ms: number) => void delays.push(ms);
    const err = await request('GET', '/api/settings', { sleep }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(maxRetries + 1);
    expect(delays).toEqual([300, 600, 1200, 2400, 4800]);
  });

  it('retries network failures and then succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('GET', '/api/x', { sleep: async () => {} })).resolves.toEqual({ ok: true });
  });

  it('never retries a POST', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(500, { error: { code: 'internal', message: 'x' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('POST', '/api/likes/1', { body: {}, sleep: async () => {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a client error', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(404, { error: { code: 'not_found', message: 'No such API call.' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs out on authentication_required, except for the user call', async () => {
    const onAuth = vi.fn();
    setAuthRequiredHandler(onAuth);
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => json(403, { error: { code: 'authentication_required', message: '' } })));
    await request('GET', '/api/user.php').catch(() => undefined);
    expect(onAuth).not.toHaveBeenCalled();
    await request('GET', '/api/chats').catch(() => undefined);
    expect(onAuth).toHaveBeenCalledTimes(1);
  });

  it('survives an error page that is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 400 })));
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 400, code: 'unknown' });
  });
});
