import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { testAutoLike } from '../testing';
import { NewLikeModal, newLikeModalZIndex } from './NewLikeModal';

function setup(like = testAutoLike()) {
  const onClose = vi.fn();
  const onOpen = vi.fn();
  renderAt(<NewLikeModal like={like} onClose={onClose} onOpen={onOpen} />);
  return { onClose, onOpen };
}

describe('NewLikeModal', () => {
  it('shows who liked the member with the match photo', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Lotte likes you!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lotte' })).toHaveAttribute('src', '/media/m12.card.jpg');
    expect(screen.getByText('Lotte, 29, has liked your profile.')).toBeInTheDocument();
  });

  it('says it is a match when the member liked back', () => {
    setup(testAutoLike({ mutual: true }));
    expect(screen.getByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
  });

  it('closes on a click anywhere on it, without opening the profile', async () => {
    const { onClose, onOpen } = setup();
    await userEvent.click(screen.getByText('Lotte, 29, has liked your profile.'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('emits the profile id on a click on the image', async () => {
    const { onClose, onOpen } = setup();
    await userEvent.click(screen.getByRole('img', { name: 'Lotte' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(12);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('emits the profile id on a click on the button', async () => {
    const { onOpen } = setup();
    await userEvent.click(screen.getByRole('button', { name: "View Lotte's profile" }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lies above everything else at layer 2000', () => {
    setup();
    expect(newLikeModalZIndex).toBe(2000);
    expect(screen.getByRole('dialog')).toHaveStyle({ zIndex: '2000' });
  });

  it('stands in a silhouette for a member without a photo', () => {
    setup(testAutoLike({ main_image: null }));
    expect(screen.queryByRole('img', { name: 'Lotte' })).not.toBeInTheDocument();
    expect(document.querySelector('svg.silhouette')).not.toBeNull();
  });
});
