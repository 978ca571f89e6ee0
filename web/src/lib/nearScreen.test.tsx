import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './nearScreen';

function Probe({ now = false, margin }: { now?: boolean; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, now, margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes into view, then stays true', () => {
    const observers: { cb: IntersectionObserverCallback; disconnected: boolean; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        o: { cb: IntersectionObserverCallback; disconnected: boolean; margin?: string };
        constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.o = { cb, disconnected: false, margin: options?.rootMargin };
          observers.push(this.o);
        }
        observe() {}
        disconnect() {
          this.o.disconnected = true;
        }
      },
    );
    render(<Probe margin="400px" />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [o] = observers;
    expect(o!.margin).toBe('400px');
    act(() => o!.cb([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => o!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(o!.disconnected).toBe(true);
  });

  it('is true at once when asked, and where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
