import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubServer, testUser } from '../account/testing';
import { testChatItem, testChats } from '../chat/testing';
import { testSettings } from '../../test/render';
import { forgetFirstLoad } from './askMoment';
import { PushAlert } from './PushAlert';
import { PushStore, PushStoreContext } from './pushStore';
import { fakeEnv, publicKey } from './testing';

beforeEach(() => {
  forgetFirstLoad();
  vi.stubGlobal('Notification', { permission: 'default' });
});
afterEach(() => vi.unstubAllGlobals());

/** show renders the alert as a member sees it, with chats answered by the current value of chats. */
async function show(store: PushStore, chats: { current: ReturnType<typeof testChats> }) {
  stubServer({ 'GET /api/user': () => json(200, testUser()), 'GET /api/chats': () => json(200, chats.current) });
  await store.detect(publicKey);
  return renderRoutes(
    {
      '/members': (
        <PushStoreContext.Provider value={store}>
          <PushAlert />
          <p>members</p>
        </PushStoreContext.Provider>
      ),
    },
    { at: '/members', settings: testSettings({ push_public_key: publicKey }) },
  );
}

describe('PushAlert', () => {
  it('never asks on the first load, but once a message arrives while the page is open', async () => {
    const chats = { current: testChats([testChatItem()]) };
    const { queryClient } = await show(new PushStore(fakeEnv('default').env), chats);
    await screen.findByText('members');
    await waitFor(() => expect(queryClient.getQueryData(['chats', 'list'])).toBeDefined());
    expect(screen.queryByTestId('push-alert')).not.toBeInTheDocument();
    chats.current = testChats([testChatItem({ num_unread_messages: 1 })]);
    await act(() => queryClient.invalidateQueries({ queryKey: ['chats'] }));
    expect(await screen.findByTestId('push-alert')).toHaveTextContent('Get a notification on this device when someone writes to you or likes you.');
  });

  it('asks on a later load once there is a conversation, subscribes on the click, and hides', async () => {
    localStorage.setItem('amora.push.seen', '1');
    const { env } = fakeEnv('default', 'granted');
    await show(new PushStore(env), { current: testChats([testChatItem()]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByTestId('push-alert')).not.toBeInTheDocument());
    expect(env.sent).toHaveLength(1);
  });

  it('does not ask before the first message', async () => {
    localStorage.setItem('amora.push.seen', '1');
    const { queryClient } = await show(new PushStore(fakeEnv('default').env), { current: testChats([]) });
    await waitFor(() => expect(queryClient.getQueryData(['chats', 'list'])).toBeDefined());
    expect(screen.queryByTestId('push-alert')).not.toBeInTheDocument();
  });

  it('stays away once dismissed', async () => {
    localStorage.setItem('amora.push.seen', '1');
    await show(new PushStore(fakeEnv('default').env), { current: testChats([testChatItem()]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('push-alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('amora.dismissed.pushAlert')).not.toBeNull();
  });
});
