import { useEffect, useState } from 'react';

/** useNow is the time in ms, renewed every `everyMs` (the desk's ticking clocks). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** clock formats seconds as m:ss, or h:mm:ss from an hour on (never below 0). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** waitTone colours a wait: amber from 5 minutes, red from `alertMinutes`. */
export function waitTone(seconds: number, alertMinutes = 10): 'ok' | 'warn' | 'late' {
  if (seconds >= alertMinutes * 60) return 'late';
  if (seconds >= 300) return 'warn';
  return 'ok';
}
