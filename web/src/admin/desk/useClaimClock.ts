import { useCallback, useRef, useState } from 'react';
import { useClaimMutation } from '../queries/desk';
import { useNow } from './time';

/** Typing extends the claim (the server's heartbeat: claiming again) at most this often. */
export const heartbeatMs = 30_000;

/**
 * useClaimClock keeps the operator's claim on a conversation: the seconds it has left
 * (ticking), `beat` to extend it while the operator types (at most every heartbeatMs,
 * or now with force, then `then` once it holds), and the failure of an extension (another operator took the
 * conversation over, or it no longer waits).
 */
export function useClaimClock(id: number, expiresIso: string | undefined) {
  // The claim lasts until the later of what the answer screen read and what the last heartbeat answered.
  const [extended, setExtended] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const lastBeat = useRef(0);
  const claim = useClaimMutation();
  const now = useNow();
  const expires = Math.max(expiresIso ? Date.parse(expiresIso) : 0, extended);

  const { mutate, isPending } = claim;
  const beat = useCallback(
    (force = false, then?: () => void) => {
      if (isPending || (!force && Date.now() - lastBeat.current < heartbeatMs)) return;
      lastBeat.current = Date.now();
      mutate(id, {
        onSuccess: (c) => {
          setFailure(null);
          setExtended(Date.parse(c.claim_expires));
          then?.();
        },
        onError: (err) => setFailure(err),
      });
    },
    [id, mutate, isPending],
  );

  const remaining = expires ? Math.max(0, (expires - now) / 1000) : null;
  return { remaining, expired: remaining !== null && remaining <= 0, beat, extending: isPending, failure, reset: () => setFailure(null) };
}
