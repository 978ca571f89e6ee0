import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBarView, loadingBarThrottleMs } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for loads shorter than 200 ms', () => {
    const { rerender } = render(<LoadingBarView busy />);
    act(() => vi.advanceTimersByTime(loadingBarThrottleMs - 50));
    rerender(<LoadingBarView busy={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });

  it('shows after 200 ms and goes away when done', () => {
    const { rerender } = render(<LoadingBarView busy />);
    act(() => vi.advanceTimersByTime(loadingBarThrottleMs + 10));
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    rerender(<LoadingBarView busy={false} />);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('loading-bar')).toHaveStyle({ width: '100%' });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });
});
