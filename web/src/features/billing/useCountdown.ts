import { useEffect, useState } from 'react';
import { secondsLeft } from './timeBonus';

/**
 * useCountdown ticks down from a number of seconds the server gave at fetchedAt,
 * every stepMs, never past cap; it stops at zero. The client clock only measures
 * the time since the answer, it never decides how much is left.
 */
export function useCountdown(serverSeconds: number | null | undefined, fetchedAt: number, cap: number, stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(serverSeconds, fetchedAt, Math.max(now, fetchedAt), cap);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [running, stepMs]);
  return left;
}
