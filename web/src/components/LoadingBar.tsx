import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useScreenLoading } from '../lib/lazyScreen';

// SPEC §9: the bar appears only for loads longer than 200 ms and takes 5000 ms to
// creep towards the end.
export const loadingBarThrottleMs = 200;
export const loadingBarDurationMs = 5000;

/** LoadingBar shows a thin progress bar at the top while a screen or data loads. */
export function LoadingBar() {
  const navigating = useScreenLoading();
  const fetching = useIsFetching() > 0;
  return <LoadingBarView busy={navigating || fetching} />;
}

export function LoadingBarView({ busy }: { busy: boolean }) {
  const [phase, setPhase] = useState<'idle' | 'start' | 'run' | 'done'>('idle');
  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => {
        setPhase('start');
        requestAnimationFrame(() => requestAnimationFrame(() => setPhase('run')));
      }, loadingBarThrottleMs);
      return () => clearTimeout(timer);
    }
    const finish = setTimeout(() => setPhase((p) => (p === 'idle' ? 'idle' : 'done')), 0);
    const hide = setTimeout(() => setPhase('idle'), 400);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy]);
  if (phase === 'idle') return null;
  const width = phase === 'start' ? '0%' : phase === 'run' ? '90%' : '100%';
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden="true"
      data-testid="loading-bar"
      style={{ width, opacity: phase === 'done' ? 0 : 1, transitionDuration: phase === 'done' ? '200ms, 300ms' : undefined }}
    />
  );
}
