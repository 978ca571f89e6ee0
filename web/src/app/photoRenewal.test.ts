import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renewInterval, renewPhotoURLs } from './photoRenewal';

function failImage(src: string) {
  const img = document.createElement('img');
  img.src = src;
  document.body.appendChild(img);
  img.dispatchEvent(new Event('error'));
  img.remove();
}

describe('renewPhotoURLs', () => {
  it('fetches the active queries again when a photo fails, at most once per interval', () => {
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    let t = 1_000_000;
    const stop = renewPhotoURLs(qc, document, () => t);
    failImage('/media/ab/abcd.card.jpg?e=1&m=2&s=x&v=3');
    expect(invalidate).toHaveBeenCalledTimes(1);
    failImage('/media/ab/abcd.full.jpg?e=1&m=2&s=x&v=3');
    expect(invalidate).toHaveBeenCalledTimes(1);
    t += renewInterval;
    failImage('/media/ab/abcd.full.jpg?e=1&m=2&s=x&v=3');
    expect(invalidate).toHaveBeenCalledTimes(2);
    stop();
    t += renewInterval;
    failImage('/media/ab/abcd.full.jpg?e=1&m=2&s=x&v=3');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('leaves other images alone', () => {
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    const stop = renewPhotoURLs(qc);
    failImage('/gifts/rose.svg');
    expect(invalidate).not.toHaveBeenCalled();
    stop();
  });
});
