import { useEffect, useState } from 'react';

/** reducedMotion reports whether the visitor asked for less motion: the reels then stand still until played. */
export const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** useReel steps through count frames every ms while playing, looping; it starts playing unless motion is reduced. */
export function useReel(count: number, ms: number) {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  useEffect(() => {
    if (!playing || count < 2) return;
    const id = setInterval(() => setFrame((f) => (f + 1) % count), ms);
    return () => clearInterval(id);
  }, [playing, count, ms]);
  return { frame: count ? frame % count : 0, playing, toggle: () => setPlaying((p) => !p), go: setFrame };
}
