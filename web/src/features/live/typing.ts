import { useSyncExternalStore } from 'react';

/** typingShownMs is how long "typing" shows after the partner's last typing event (sent every 3 s while they type). */
export const typingShownMs = 5_000;

// The conversations whose partner is typing now, each with the timer that ends it.
const typingIn = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function changed() {
  for (const l of listeners) l();
}

/** noteTyping records a "typing" event of the partner in a conversation: typing for the next typingShownMs. */
export function noteTyping(conversation: number) {
  const was = typingIn.get(conversation);
  if (was !== undefined) clearTimeout(was);
  typingIn.set(
    conversation,
    setTimeout(() => stopTyping(conversation), typingShownMs),
  );
  if (was === undefined) changed();
}

/** stopTyping ends a conversation's typing: their message arrived, or the time ran out. */
export function stopTyping(conversation: number) {
  const timer = typingIn.get(conversation);
  if (timer === undefined) return;
  clearTimeout(timer);
  typingIn.delete(conversation);
  changed();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** useTyping says whether the partner in conversation is typing now. */
export function useTyping(conversation: number | null): boolean {
  return useSyncExternalStore(subscribe, () => conversation !== null && typingIn.has(conversation));
}

/** typingOf reads a "typing" event's conversation; null when the data does not fit. */
export function typingOf(data: string | undefined): number | null {
  try {
    const c = (JSON.parse(data ?? '') as { conversation?: unknown }).conversation;
    return typeof c === 'number' && Number.isInteger(c) ? c : null;
  } catch {
    return null;
  }
}
