import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { afterPageHydration, pageHydrated, useHydrated, usePageHydrated } from './hydration';

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

function Hydrated() {
  return <p>{useHydrated() ? 'browser' : 'built'}</p>;
}

describe('useHydrated', () => {
  it("renders as the build did while hydrating (no mismatch), then turns true without waiting for the page", async () => {
    afterPageHydration(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hydrated />);
    expect(container.textContent).toBe('built');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Hydrated />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('browser');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    pageHydrated();
  });

  it('is true at once in an app that renders afresh', () => {
    render(<Hydrated />);
    expect(screen.getByText('browser')).toBeTruthy();
  });
});
