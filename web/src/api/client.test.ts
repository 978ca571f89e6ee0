import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayment } from './billing';
import { ApiError, api, isRepeatable, setAuthRequiredHandler, unwrap } from './client';
import { likeMember } from './likes';
import { getSettings } from './site';
import { getUser } from './user';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthRequiredHandler(undefined);
});

const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('api', () => {
  it('sends the client header, leaves empty query values out and decodes JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { name: 'Amora' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getSettings({ host: 'x', country: '' })).resolves.toEqual({ name: 'Amora' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/settings\?host=x$/);
    expect(init.method).toBe('GET');
    expect(init.headers['X-Requested-With']).toBe('amora');
    expect(init.body).toBeUndefined();
  });

  it('sends a typed path and JSON body with the Idempotency-Key', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(201, { payment_id: 5, checkout_url: null }));
    vi.stubGlobal('fetch', fetchMock);
    await createPayment({ package_id: 2, method: 'ideal', accept_terms: true, immediate_delivery: true }, 'key-12345678');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect((url as URL).pathname).toBe('/api/payments');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers['Idempotency-Key']).toBe('key-12345678');
    expect(JSON.parse(init.body)).toEqual({ package_id: 2, method: 'ideal', accept_terms: true, immediate_delivery: true });
  });

  it('fills in path parameters', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { id: 9, liked: true, mutual: false }));
    vi.stubGlobal('fetch', fetchMock);
    await likeMember(9);
    expect((fetchMock.mock.calls[0]![0] as URL).pathname).toBe('/api/likes/9');
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(unwrap(api.GET('/api/auto-like'), '/api/auto-like')).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with code, key, field and params', async () => {
    const body = { error: { code: 'invalid', message: 'Too long.', field: 'about_me', key: 'aboutMeTooLong', params: { max: 2000 } } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, body)));
    const err = await failure(getUser());
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid', message: 'Too long.', field: 'about_me', key: 'aboutMeTooLong', params: { max: 2000 } });
  });

  it('reads Retry-After', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(503, { error: { code: 'busy', message: 'Busy.' } }, { 'Retry-After': '2' })));
    expect(await failure(getUser())).toMatchObject({ status: 503, code: 'busy', retryAfterMs: 2000 });
  });

  it('marks what is safe to repeat: reads and writes with an Idempotency-Key, not other writes', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => json(500, { error: { code: 'internal', message: 'x' } })));
    expect(isRepeatable(await failure(getUser()))).toBe(true);
    expect(isRepeatable(await failure(likeMember(1)))).toBe(false);
    expect(isRepeatable(await failure(createPayment({ package_id: 1, method: 'ideal', accept_terms: true, immediate_delivery: true })))).toBe(false);
    expect(isRepeatable(await failure(createPayment({ package_id: 1, method: 'ideal', accept_terms: true, immediate_delivery: true }, 'key-12345678')))).toBe(true);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const lost = await failure(getUser());
    expect(lost).toBeInstanceOf(TypeError);
    expect(isRepeatable(lost)).toBe(true);
    expect(isRepeatable(await failure(likeMember(1)))).toBe(false);
  });

  it('logs out on authentication_required, except for the user call', async () => {
    const onAuth = vi.fn();
    setAuthRequiredHandler(onAuth);
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => json(403, { error: { code: 'authentication_required', message: '' } })));
    await getUser().catch(() => undefined);
    expect(onAuth).not.toHaveBeenCalled();
    await unwrap(api.GET('/api/chats'), '/api/chats').catch(() => undefined);
    expect(onAuth).toHaveBeenCalledTimes(1);
  });

  it('survives an error page that is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 400 })));
    await expect(getUser()).rejects.toMatchObject({ status: 400, code: 'unknown' });
  });

  it('passes the abort signal on', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const ctl = new AbortController();
    await getUser(ctl.signal);
    expect(fetchMock.mock.calls[0]![1].signal).toBe(ctl.signal);
  });
});
