import { createContext, useContext, useSyncExternalStore } from 'react';
import { sendPushSubscription, type PushSubscriptionBody } from '../../api/push';
import { setPushSubscribed } from '../../lib/memberRefresh';
import { initialPushState, pushPhase, pushReducer, type PushEvent, type PushState } from './pushState';

/** PushEnv is what the push state needs from the browser and the server; tests give their own. */
export type PushEnv = {
  /** supported tells whether the browser has service workers, the Push API and notifications. */
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** registration is the site's service worker registration, once it is active. */
  registration(): Promise<ServiceWorkerRegistration>;
  send(subscription: PushSubscriptionBody): Promise<void>;
};

/** browserPushEnv is the real browser and server. */
export function browserPushEnv(): PushEnv {
  return {
    supported: () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: async () => {
      if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
      return navigator.serviceWorker.ready;
    },
    send: sendPushSubscription,
  };
}

/** applicationServerKey turns the base64url VAPID public key of the settings into bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(sub: PushSubscription, key: Uint8Array): boolean {
  const had = sub.options?.applicationServerKey;
  if (!had) return true; // the browser does not say: trust it
  const a = new Uint8Array(had);
  return a.length === key.length && a.every((b, i) => b === key[i]);
}

const toBody = (sub: PushSubscription) => sub.toJSON() as PushSubscriptionBody;

/**
 * PushStore keeps this page's push state (SPEC §3/§4) and does what moves it: finding
 * out whether the browser can push and is subscribed, subscribing on the member's
 * request, and sending the subscription to the account.
 */
export class PushStore {
  private state: PushState = initialPushState;
  private readonly listeners = new Set<() => void>();
  private sentFor = '';

  constructor(private readonly env: PushEnv) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  dispatch(event: PushEvent) {
    const next = pushReducer(this.state, event);
    if (next === this.state) return;
    this.state = next;
    setPushSubscribed(pushPhase(next) === 'subscribed');
    for (const l of this.listeners) l();
  }

  /** detect finds out whether push is possible here (a public key and browser support) and subscribed already. */
  async detect(publicKey: string): Promise<void> {
    if (!publicKey || !this.env.supported()) {
      this.dispatch({ type: 'detected', capable: false, permission: 'unsupported', subscription: null });
      return;
    }
    const permission = this.env.permission();
    let subscription: PushSubscriptionBody | null = null;
    try {
      const sub = await (await this.env.registration()).pushManager.getSubscription();
      if (sub && sameKey(sub, applicationServerKey(publicKey))) subscription = toBody(sub);
    } catch {
      // No service worker (a failed install): not subscribed; the button can try again.
    }
    this.dispatch({ type: 'detected', capable: true, permission, subscription });
  }

  /**
   * enable asks the browser for permission (only ever on the member's click), subscribes
   * this device with the site's key and stores the subscription with the account.
   * A refusal is stored as 'denied' (SPEC §8); closing the prompt changes nothing.
   */
  async enable(publicKey: string): Promise<void> {
    const permission = await this.env.requestPermission();
    if (permission === 'denied') return this.dispatch({ type: 'denied' });
    if (permission !== 'granted') return;
    const key = applicationServerKey(publicKey);
    const push = (await this.env.registration()).pushManager;
    let sub = await push.getSubscription();
    if (sub && !sameKey(sub, key)) {
      await sub.unsubscribe(); // the site's key changed: the old subscription is of no use
      sub = null;
    }
    sub ??= await push.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const body = toBody(sub);
    await this.env.send(body);
    this.sentFor = '';
    this.dispatch({ type: 'subscribed', subscription: body });
  }

  /**
   * resendFor sends the subscription again for member, once per page load and member:
   * a device may be shared, and the server drops a device's subscription at logout.
   */
  async resendFor(member: number): Promise<void> {
    const sub = this.state.isSubscribed;
    if (!sub || sub === 'denied') return;
    const key = `${member} ${sub.endpoint}`;
    if (this.sentFor === key) return;
    this.sentFor = key;
    await this.env.send(sub).catch(() => {
      this.sentFor = ''; // try again on the next mount
    });
  }
}

let browserStore: PushStore | undefined;

/** PushStoreContext gives tests their own store; the app uses the browser's. */
export const PushStoreContext = createContext<PushStore | null>(null);

/** usePushStore returns the page's push store. */
export function usePushStore(): PushStore {
  return useContext(PushStoreContext) ?? (browserStore ??= new PushStore(browserPushEnv()));
}

/** usePushState returns the push state and re-renders when it changes. */
export function usePushState(): PushState {
  const store = usePushStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
