import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterPageHydration, pageHydrated, usePageHydrated } from './hydration';

function Probe() {
  return <p>{usePageHydrated() ? 'ready' : 'waiting'}</p>;
}

describe('usePageHydrated', () => {
  it("waits for the page's hydration when the app hydrates, then runs what waited, once", () => {
    const waited = vi.fn();
    afterPageHydration(waited);
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => pageHydrated());
    expect(screen.getByText('ready')).toBeTruthy();
    pageHydrated();
    expect(waited).toHaveBeenCalledTimes(1);
  });

  it('is true at once in an app that renders afresh', () => {
    render(<Probe />);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
