import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonUntil } from './SkeletonUntil';

const view = (ready: boolean) => (
  <SkeletonUntil ready={ready} skeleton={<p>loading</p>}>
    <p>content</p>
  </SkeletonUntil>
);

describe('SkeletonUntil', () => {
  it('hides the skeleton in the commit that brings the content and removes it a frame later', async () => {
    const { rerender } = render(view(false));
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.queryByText('content')).toBeNull();

    rerender(view(true));
    expect(screen.getByText('content')).toBeVisible();
    const skeleton = screen.getByText('loading');
    expect(skeleton.parentElement).toHaveAttribute('hidden');
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
  });

  it('shows the skeleton again while waiting again, and never when the content is there at once', async () => {
    const { rerender } = render(view(true));
    expect(screen.queryByText('loading')).toBeNull();
    rerender(view(false));
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.queryByText('content')).toBeNull();
  });
});
