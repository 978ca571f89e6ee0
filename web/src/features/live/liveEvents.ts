import type { QueryClient } from '@tanstack/react-query';
import { billingKeys, refreshAfterPayment } from '../../queries/billing';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';

/** liveEventTypes are the events GET /api/events sends, each named by its type. */
export const liveEventTypes = ['like', 'message', 'read', 'credits', 'payment'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/**
 * applyLiveEvent brings what an event changes up to date at once, instead of at the
 * next 60 s refresh (SPEC §4 stays the fallback): a like reloads the likes, so that
 * the badge and the new-like modal show it; a credit change reloads the member.
 * Messages and read receipts reload the conversations once chat exists. A payment
 * event (data {payment_id, status}) reloads that payment, for its return screen, and
 * what a payment changes: the member, the offer and the transactions.
 */
export function applyLiveEvent(qc: QueryClient, type: LiveEventType, data?: string) {
  switch (type) {
    case 'payment': {
      const id = paymentIdOf(data);
      const payment = id === null ? qc.invalidateQueries({ queryKey: [...billingKeys.all, 'payment'] }) : qc.invalidateQueries({ queryKey: billingKeys.payment(id) });
      return Promise.all([payment, refreshAfterPayment(qc)]).then(() => undefined);
    }
    case 'like':
      return qc.invalidateQueries({ queryKey: likeKeys.list });
    case 'credits':
      return qc.invalidateQueries({ queryKey: userKeys.me });
    case 'message':
    case 'read':
      return qc.invalidateQueries({ queryKey: ['chats'] });
  }
}

/** paymentIdOf reads the payment id of a 'payment' event's data; null when it has none. */
function paymentIdOf(data: string | undefined): number | null {
  try {
    const id = (JSON.parse(data ?? '') as { payment_id?: unknown }).payment_id;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * sendPageHidden tells the server the page became hidden (SPEC §7: a beacon with an
 * empty JSON body), so that the member shows offline at once.
 */
export function sendPageHidden() {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon('/api/page-hidden.php', '{}');
}
