import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../api/notifications';
import { sendPushSubscription } from '../../api/push';
import { testSettings } from '../../test/render';
import { json, renderRoutes, sentBody, stubServer, testUser } from '../account/testing';
import { PushStore, PushStoreContext } from '../push/pushStore';
import { body, fakeEnv, publicKey } from '../push/testing';
import { NotificationsPage } from './NotificationsPage';

afterEach(() => vi.unstubAllGlobals());

function settings(over: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    email: 'sanne@example.nl',
    types: [{ type: 'like', enabled: true, reason: '' }],
    mail_disabled: '',
    notifications_disabled: [],
    push_types: [
      { type: 'new_conversations', enabled: true },
      { type: 'new_messages', enabled: true },
      { type: 'like', enabled: true },
    ],
    push_preview: false,
    push_devices: 0,
    ...over,
  };
}

function page(store: PushStore, key = publicKey) {
  return renderRoutes(
    {
      '/notifications': (
        <PushStoreContext.Provider value={store}>
          <NotificationsPage />
        </PushStoreContext.Provider>
      ),
    },
    { at: '/notifications', settings: testSettings({ push_public_key: key }) },
  );
}

describe('push settings', () => {
  it('turns push on for this device: the subscription goes to the account', async () => {
    const { env } = fakeEnv('default', 'granted');
    env.send = sendPushSubscription; // the real call, to the stubbed server
    const mock = stubServer({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/notifications': () => json(200, settings()),
      'POST /api/user': () => new Response(null, { status: 204 }),
    });
    page(new PushStore(env));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    const call = mock.mock.calls.find(([url, init]) => url.pathname === '/api/user' && init?.method === 'POST');
    expect(call?.[0].searchParams.get('push')).toBe('1');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual(body);
  });

  it('switches push per type and the lock-screen preview', async () => {
    const mock = stubServer({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/notifications': () => json(200, settings({ push_devices: 2 })),
      'PUT /api/notifications': (b) =>
        json(200, (b as { push_preview?: boolean }).push_preview ? settings({ push_preview: true }) : settings({ push_types: [{ type: 'like', enabled: false }] })),
    });
    page(new PushStore(fakeEnv('granted', 'granted', body).env));
    expect(await screen.findByText('2 devices receive push notifications.')).toBeInTheDocument();
    const push = screen.getByRole('list', { name: 'Push notifications' });
    await userEvent.click(screen.getByRole('switch', { name: 'Likes and matches by push' }));
    await waitFor(() => expect(sentBody(mock, 'PUT', '/api/notifications')).toEqual({ types: {}, push_types: { like: false } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes and matches by push' })).not.toBeChecked());
    await userEvent.click(screen.getByRole('switch', { name: /first words on the lock screen/ }));
    await waitFor(() => expect(sentBody(mock, 'PUT', '/api/notifications')).toEqual({ types: {}, push_preview: true }));
    expect(push).toBeInTheDocument();
    expect(screen.getByText('Push notifications are on for this device.')).toBeInTheDocument();
  });

  it('tells a member whose browser blocks notifications', async () => {
    stubServer({ 'GET /api/user': () => json(200, testUser()), 'GET /api/notifications': () => json(200, settings()) });
    page(new PushStore(fakeEnv('denied').env));
    expect(await screen.findByText(/Notifications are blocked in your browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push on this device' })).not.toBeInTheDocument();
  });

  it('shows no push where the site cannot push', async () => {
    stubServer({ 'GET /api/user': () => json(200, testUser()), 'GET /api/notifications': () => json(200, settings()) });
    page(new PushStore(fakeEnv('default').env), '');
    expect(await screen.findByRole('list', { name: 'E-mail notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('push-settings')).not.toBeInTheDocument();
  });
});
