import { useCallback, useRef } from 'react';
import { postTyping } from '../../api/typing';

/** typingSendEveryMs is how often the app tells the partner that the member is still typing (the server's throttle too). */
export const typingSendEveryMs = 3_000;

/**
 * useTypingSender returns what to call on each change of the message box: it tells the
 * partner at most once per typingSendEveryMs, and only in a conversation that exists.
 * A failure only costs the partner the indicator.
 */
export function useTypingSender(conversationId: number | null): (text: string) => void {
  const last = useRef(0);
  return useCallback(
    (text: string) => {
      if (conversationId === null || text.trim() === '') return;
      const now = Date.now();
      if (now - last.current < typingSendEveryMs) return;
      last.current = now;
      postTyping(conversationId).catch(() => undefined);
    },
    [conversationId],
  );
}
