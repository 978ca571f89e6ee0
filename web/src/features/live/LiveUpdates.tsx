import { useCallback, useEffect, useRef, useState } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { sendPresence } from '../../api/presence';
import { chatKeys, useChatsQuery } from '../../queries/chats';
import type { ChatPages } from '../../queries/chatPages';
import { applyLiveEvent, incomingOf, isOpen, liveEventTypes, reloadAfterBreak, sendPageHidden, type IncomingMessage } from './liveEvents';
import { MessageToast, type NewMessageNote } from './MessageToast';

/**
 * LiveUpdates keeps a logged-in member's open tab current: it listens to the server's
 * event stream (GET /api/events), sends the page-hidden beacon when the tab is
 * hidden and tells the server when it is visible again (POST /api/presence). The
 * browser's EventSource reconnects by itself after a break. A message that comes in
 * while its conversation is not open shows as a toast. TopNav and the chat mount it,
 * for members only.
 */
export function LiveUpdates() {
  const qc = useQueryClient();
  // The toast names the partner from the list of conversations (which the navigation keeps anyway).
  useChatsQuery();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  const [note, setNote] = useState<NewMessageNote | null>(null);
  const closeNote = useCallback(() => setNote(null), []);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    // Every open after the first is a reconnect: reload what the break may have hidden.
    let opened = false;
    const onOpen = () => {
      if (opened) void reloadAfterBreak(qc);
      opened = true;
    };
    source.addEventListener('open', onOpen);
    const listeners = liveEventTypes.map((type) => {
      const listener = (e: Event) => {
        const data = (e as MessageEvent<string>).data;
        const reloaded = applyLiveEvent(qc, type, data);
        const m = type === 'message' ? incomingOf(data) : null;
        if (m && !isOpen(where.current, m)) {
          // The partner's name comes with the reloaded list of conversations.
          void reloaded.then(() => setNote(noteOf(qc, m)));
        }
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      source.removeEventListener('open', onOpen);
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
  return note && <MessageToast note={note} onClose={closeNote} />;
}

function noteOf(qc: QueryClient, m: IncomingMessage): NewMessageNote {
  const chats = qc.getQueryData<ChatPages>(chatKeys.list);
  const chat = chats?.pages.flatMap((p) => p.chats).find((c) => c.conversation === m.conversation);
  return { key: m.id, conversation: m.conversation, name: chat?.profile.name ?? null, text: m.text, gift: m.gift !== null };
}
