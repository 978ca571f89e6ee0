import { fireEvent, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberImage } from '../../../api/members';
import { testI18n } from '../../../test/render';
import { testImage } from '../testing';
import { render as rtlRender } from '@testing-library/react';
import { PhotoCarousel } from './PhotoCarousel';

const photos: MemberImage[] = [
  testImage({ id: 1, full: '/media/f1.jpg', large: '/media/l1.jpg' }),
  testImage({ id: 2, main: false, full: '/media/f2.jpg' }),
  testImage({ id: 3, main: false, clear: false, full: undefined, card: '/media/blur3.jpg' }),
];

function Carousel({ onOpen = () => {} }: { onOpen?: (p: MemberImage) => void }) {
  const [i, setI] = useState(0);
  return <PhotoCarousel photos={photos} name="Lotte" index={i} onIndex={setI} onOpen={onOpen} />;
}

const render = (ui: React.ReactElement) => rtlRender(<I18nextProvider i18n={testI18n()}>{ui}</I18nextProvider>);

const current = () => screen.getAllByRole('button', { name: /^Show photo/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
const swipe = (dx: number, dy = 0) => {
  const frame = screen.getByTestId('photo-carousel');
  fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchMove(frame, { touches: [{ clientX: 200 + dx / 2, clientY: 300 + dy / 2 }] });
  fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
};

describe('PhotoCarousel', () => {
  it('offers each clear photo in the widths it has, and a blurred one as it is', () => {
    const { container } = render(<Carousel />);
    const srcsets = [...container.querySelectorAll('img')].map((img) => img.getAttribute('srcset'));
    const [first, second] = photos.map((p) => p.card);
    expect(srcsets).toEqual([
      `${first} 480w, /media/l1.jpg 1080w, /media/f1.jpg 1600w`,
      `${second} 480w, /media/f2.jpg 1600w`, // stored before the large size
      null,
    ]);
  });

  it('goes through the photos by swiping, and not past either end', () => {
    render(<Carousel />);
    expect(current()).toBe(0);
    swipe(-120);
    expect(current()).toBe(1);
    swipe(-120);
    expect(current()).toBe(2);
    swipe(-120);
    expect(current()).toBe(2);
    swipe(90);
    expect(current()).toBe(1);
  });

  it('takes a short or mostly vertical movement for no swipe', () => {
    render(<Carousel />);
    swipe(-20);
    expect(current()).toBe(0);
    swipe(-60, 200);
    expect(current()).toBe(0);
  });

  it('moves by the dots and the arrows, and shows the locked photo blurred', async () => {
    render(<Carousel />);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Locked photo' })).toHaveAttribute('src', '/media/blur3.jpg');
    expect(screen.getByRole('list').style.transform).toContain('-200%');
  });

  it('opens a photo the viewer may see on a tap, but not after a swipe', async () => {
    const onOpen = vi.fn();
    render(<Carousel onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1 of Lotte' }));
    expect(onOpen).toHaveBeenCalledWith(photos[0]);
    swipe(-120);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of Lotte' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('group', { name: 'Photos of Lotte' })).queryByRole('button', { name: /Open photo 3/ })).not.toBeInTheDocument();
  });
});
