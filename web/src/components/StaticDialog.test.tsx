import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaticDialog } from './StaticDialog';

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">behind</button>
      <StaticDialog open={open} labelledBy="t">
        <h2 id="t">Adults only</h2>
        <a href="/pages/terms">terms</a>
        <button type="button" data-autofocus>
          enter
        </button>
        <a href="https://www.google.com/">leave</a>
      </StaticDialog>
    </>
  );
}

describe('StaticDialog', () => {
  it('is a modal dialog over the page, with the focus on the marked control', async () => {
    render(<Page open />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toHaveClass('static-dialog-backdrop');
    expect(document.body).toHaveClass('static-dialog-open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'enter' })).toHaveFocus());
  });

  it('keeps Tab inside: round from the last control to the first, and back', async () => {
    render(<Page open />);
    const enter = await screen.findByRole('button', { name: 'enter' });
    await waitFor(() => expect(enter).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'leave' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'leave' })).toHaveFocus();
  });

  it('brings back focus that strays to the page below', async () => {
    render(<Page open />);
    const enter = await screen.findByRole('button', { name: 'enter' });
    await waitFor(() => expect(enter).toHaveFocus());
    screen.getByRole('button', { name: 'behind', hidden: true }).focus();
    expect(enter).toHaveFocus();
  });

  it('does not close with Escape, and leaves when open turns false', async () => {
    const { rerender } = render(<Page open />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Page open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('static-dialog-open');
  });
});
