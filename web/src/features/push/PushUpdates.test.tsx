import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubServer, testUser } from '../account/testing';
import { testSettings } from '../../test/render';
import { PushStore, PushStoreContext } from './pushStore';
import { PushUpdates } from './PushUpdates';
import { body, fakeEnv, publicKey } from './testing';

afterEach(() => vi.unstubAllGlobals());

/** withServiceWorker gives navigator a service worker container that the test posts messages from. */
function withServiceWorker() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return (data: unknown) => act(() => void container.dispatchEvent(new MessageEvent('message', { data })));
}

describe('PushUpdates', () => {
  it('sends the subscription for the member, reloads on a push and opens the conversation on a click', async () => {
    const post = withServiceWorker();
    const { env } = fakeEnv('granted', 'granted', body);
    stubServer({ 'GET /api/user': () => json(200, testUser({ id: 7 })) });
    const store = new PushStore(env);
    const { router, queryClient } = renderRoutes(
      {
        '/members': (
          <PushStoreContext.Provider value={store}>
            <PushUpdates />
            <p>members</p>
          </PushStoreContext.Provider>
        ),
        '/chats/:id': <p>conversation</p>,
      },
      { at: '/members', settings: testSettings({ push_public_key: publicKey }) },
    );
    await screen.findByText('members');
    await waitFor(() => expect(env.sent).toEqual([body]));
    queryClient.setQueryData(['chats', 'list'], { pages: [] });
    await post({ type: 'NEW_PUSH_MESSAGE', checkUrl: '/api/chats', openUrl: '/chats/12' });
    expect(queryClient.getQueryState(['chats', 'list'])?.isInvalidated).toBe(true);
    expect(store.getState().lastMessage?.openUrl).toBe('/chats/12');
    await post({ type: 'NEW_PUSH_CLICK', checkUrl: '/api/chats', openUrl: '/chats/12' });
    expect(await screen.findByText('conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chats/12');
  });
});
