import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { json, testUser } from '../features/account/testing';
import { testImage } from '../features/members/testing';
import { testAutoLike } from '../features/likes/testing';
import { MatchScreen } from './MatchScreen';
import { NewLikeModal } from '../features/likes/components/NewLikeModal';

afterEach(() => vi.unstubAllGlobals());

function setup(photo: string | null = '/media/l.card.jpg') {
  const me = testUser();
  vi.stubGlobal('fetch', async () => json(200, { ...me, profile: { ...me.profile, main_image: testImage({ card: '/media/me.card.jpg' }) } }));
  const onClose = vi.fn();
  const onMessage = vi.fn();
  renderAt(<MatchScreen partner={{ id: 12, name: 'Lotte', photo }} onClose={onClose} onMessage={onMessage} />);
  return { onClose, onMessage };
}

describe('MatchScreen', () => {
  it("shows both photos full-screen above everything else", async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveStyle({ zIndex: '2000' });
    expect(screen.getByText('You and Lotte like each other.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lotte' })).toHaveAttribute('src', '/media/l.card.jpg');
    expect(await screen.findByRole('img', { name: 'You' })).toHaveAttribute('src', '/media/me.card.jpg');
  });

  it('emits the profile id from Send a message and from the photo', async () => {
    const { onClose, onMessage } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    await userEvent.click(screen.getByRole('img', { name: 'Lotte' }));
    expect(onMessage.mock.calls).toEqual([[12], [12]]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Keep looking, on a click anywhere else and on Escape', async () => {
    const { onClose, onMessage } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Keep looking' }));
    await userEvent.click(screen.getByText('You and Lotte like each other.'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('stands in a silhouette for a partner without a photo', () => {
    setup(null);
    expect(screen.queryByRole('img', { name: 'Lotte' })).not.toBeInTheDocument();
  });

  it('is what the new-like modal shows for a like that makes a match, live', async () => {
    vi.stubGlobal('fetch', async () => json(200, testUser()));
    const onOpen = vi.fn();
    const onMessage = vi.fn();
    renderAt(<NewLikeModal like={testAutoLike({ mutual: true })} onClose={vi.fn()} onOpen={onOpen} onMessage={onMessage} />);
    expect(screen.getByTestId('match-screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(12);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
