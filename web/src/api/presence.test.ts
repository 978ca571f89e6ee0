import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../features/members/testing';
import { sendPresence } from './presence';

afterEach(() => vi.unstubAllGlobals());

describe('sendPresence', () => {
  it('posts whether the page is hidden', async () => {
    const mock = stubApi({ 'POST /api/presence': () => new Response(null, { status: 204 }) });
    await sendPresence(false);
    const init = mock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ hidden: false });
  });
});
