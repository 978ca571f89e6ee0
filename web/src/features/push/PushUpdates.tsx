import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSettings, useUser } from '../../queries/siteState';
import { isPushMessage } from './pushState';
import { usePushState, usePushStore } from './pushStore';
import { reloadFor } from './reload';

/**
 * PushUpdates connects a member's open tab to push (SPEC §4, §7): it finds out the push
 * state, sends this device's subscription to the account once per member and page
 * load (a shared device), and acts on the service worker's messages: NEW_PUSH_MESSAGE
 * reloads what the push's checkUrl says changed, NEW_PUSH_CLICK also opens openUrl.
 * It renders nothing; it is loaded for members only.
 */
export function PushUpdates() {
  const store = usePushStore();
  const state = usePushState();
  const publicKey = useSettings().push_public_key;
  const member = useUser()?.id ?? null;
  const qc = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => void store.detect(publicKey), [store, publicKey]);

  const endpoint = typeof state.isSubscribed === 'object' ? state.isSubscribed.endpoint : '';
  useEffect(() => {
    if (member !== null && endpoint) void store.resendFor(member);
  }, [store, member, endpoint]);

  useEffect(() => {
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!sw) return;
    const onMessage = (e: MessageEvent) => {
      if (!isPushMessage(e.data)) return;
      store.dispatch({ type: 'message', message: e.data });
      void reloadFor(qc, e.data.checkUrl);
      if (e.data.type === 'NEW_PUSH_CLICK') void navigate(e.data.openUrl);
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [store, qc, navigate]);
  return null;
}
