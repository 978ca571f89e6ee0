import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendPresence } from '../../api/presence';
import { applyLiveEvent, liveEventTypes, sendPageHidden } from './liveEvents';

/**
 * LiveUpdates keeps a logged-in member's open tab current: it listens to the server's
 * event stream (GET /api/events), sends the page-hidden beacon when the tab is
 * hidden and tells the server when it is visible again (POST /api/presence). The
 * browser's EventSource reconnects by itself after a break. It renders nothing; TopNav
 * mounts it for members only.
 */
export function LiveUpdates() {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const listeners = liveEventTypes.map((type) => {
      const listener = (e: Event) => void applyLiveEvent(qc, type, (e as MessageEvent<string>).data);
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [qc]);
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') sendPageHidden();
      else sendPresence(false).catch(() => undefined); // best effort: the next stream says so too
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return null;
}
