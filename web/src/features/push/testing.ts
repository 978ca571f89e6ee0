// Test helpers for push: a browser and server that answer as told.
import { vi } from 'vitest';
import type { PushSubscriptionBody } from '../../api/push';
import { applicationServerKey, type PushEnv } from './pushStore';

// A P-256 public key as the settings give it (base64url, 65 bytes uncompressed).
export const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const body: PushSubscriptionBody = { endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

/** fakeEnv is a browser whose permission is permission, answering the question with answer. */
export function fakeEnv(permission: NotificationPermission, answer: NotificationPermission = permission, existing: PushSubscriptionBody | null = null) {
  let current: PushSubscriptionBody | null = existing;
  const asSub = (b: PushSubscriptionBody) => ({ toJSON: () => b, options: { applicationServerKey: applicationServerKey(publicKey).buffer }, unsubscribe: vi.fn() });
  const pushManager = {
    getSubscription: vi.fn(async () => (current ? asSub(current) : null)),
    subscribe: vi.fn(async () => {
      current = body;
      return asSub(body);
    }),
  };
  const env: PushEnv & { sent: PushSubscriptionBody[] } = {
    sent: [],
    supported: () => true,
    permission: () => permission,
    requestPermission: vi.fn(async () => answer),
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    send: async (s) => void env.sent.push(s),
  };
  return { env, pushManager };
}

