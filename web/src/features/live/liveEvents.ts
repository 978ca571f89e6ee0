import type { QueryClient } from '@tanstack/react-query';
import { billingKeys, refreshAfterPayment } from '../../queries/billing';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';
import { coalesce } from '../../lib/coalesce';
import { noteTyping, stopTyping, typingOf } from './typing';

/** liveEventTypes are the events GET /api/events sends, each named by its type. */
export const liveEventTypes = ['like', 'message', 'read', 'credits', 'payment', 'typing'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/**
 * applyLiveEvent brings what an event changes up to date at once, instead of at the
 * next 60 s refresh (SPEC §4 stays the fallback): a like reloads the likes, so that
 * the badge and the new-like modal show it; a credit change reloads the member.
 * Messages and read receipts reload the conversations once chat exists. A payment
 * event (data {payment_id, status}) reloads that payment, for its return screen, and
 * what a payment changes: the member, the offer and the transactions. A typing event
 * shows "typing" in that conversation; the partner's message ends it.
 *
 * The chats' reloads are coalesced (reloadChats): a burst of messages and receipts
 * starts one reload, never one that cancels the one before.
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
    case 'message': {
      const m = incomingOf(data);
      if (m) stopTyping(m.conversation);
      return reloadChats(qc);
    }
    case 'read':
      return reloadChats(qc);
    case 'typing': {
      const conversation = typingOf(data);
      if (conversation !== null) noteTyping(conversation);
      return Promise.resolve();
    }
  }
}

/**
 * reloadAfterBreak brings back what a break in the event stream may have hidden: the
 * stream reconnected (an instance restarted or died, the network dropped), and the
 * events sent meanwhile are not sent again. It reloads the conversations, the likes and
 * the member (credits), as their events would have.
 */
export function reloadAfterBreak(qc: QueryClient): Promise<void> {
  return Promise.all([
    reloadChats(qc),
    qc.invalidateQueries({ queryKey: likeKeys.list }),
    qc.invalidateQueries({ queryKey: userKeys.me }),
  ]).then(() => undefined);
}

/** chatReloadDelayMs is how long a chat event waits for others to reload together. */
export const chatReloadDelayMs = 150;
const chatReloads = new WeakMap<QueryClient, () => Promise<void>>();

/** reloadChats reloads the conversations and the open chats, coalesced per query client. */
export function reloadChats(qc: QueryClient): Promise<void> {
  let reload = chatReloads.get(qc);
  if (!reload) {
    reload = coalesce(() => qc.invalidateQueries({ queryKey: ['chats'] }), chatReloadDelayMs);
    chatReloads.set(qc, reload);
  }
  return reload();
}

/** IncomingMessage is what a 'message' event tells of a message from someone else. */
export type IncomingMessage = { id: number; conversation: number; sender: number; text: string; gift: string | null };

/** incomingOf reads a 'message' event's data: null for the member's own message or data that does not fit. */
export function incomingOf(data: string | undefined): IncomingMessage | null {
  try {
    const m = JSON.parse(data ?? '') as Partial<IncomingMessage & { mine: boolean }>;
    if (m.mine !== false || typeof m.conversation !== 'number' || typeof m.sender !== 'number') return null;
    return { id: Number(m.id), conversation: m.conversation, sender: m.sender, text: String(m.text ?? ''), gift: m.gift ?? null };
  } catch {
    return null;
  }
}

/** isOpen says whether the screen at pathname shows the conversation m came in. */
export function isOpen(pathname: string, m: IncomingMessage): boolean {
  return pathname === `/chats/${m.conversation}` || pathname === `/members/${m.sender}/chat`;
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
