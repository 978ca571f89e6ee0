import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../test/stubApi';
import { json, testUser } from '../features/account/testing';
import { fetchUser } from './user';

afterEach(() => vi.unstubAllGlobals());

describe('fetchUser', () => {
  it('asks with ?optional=1 and reads the 204 a visitor gets as null', async () => {
    const mock = stubApi({ 'GET /api/user': () => new Response(null, { status: 204 }) });
    expect(await fetchUser()).toBeNull();
    expect(callsTo(mock, 'GET', '/api/user')[0]?.url.searchParams.get('optional')).toBe('1');
  });

  it('still reads an older server’s 403 authentication_required as a visitor', async () => {
    stubApi({ 'GET /api/user': () => json(403, { error: { code: 'authentication_required', message: '' } }) });
    expect(await fetchUser()).toBeNull();
  });

  it('answers the member', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser({ id: 12 })) });
    expect((await fetchUser())?.id).toBe(12);
  });
});
