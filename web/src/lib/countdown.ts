import { useEffect, useRef, useState } from 'react';

/** formatCountdown shows seconds as hours:minutes:seconds, each two digits (SPEC §4). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** useSecondsUntil counts down to target every second; onZero runs once it is reached. */
export function useSecondsUntil(target: string, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= Date.parse(target)) {
        clearInterval(timer);
        zero.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.ceil((Date.parse(target) - now) / 1000));
}
