import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPhotosPainted } from './boot';

/** slot puts a first-screen photo in the page, loaded or still on its way. */
function slot(complete: boolean): HTMLImageElement {
  const img = document.createElement('img');
  img.dataset.firstPhoto = '0';
  img.src = '/media/a.card.jpg';
  Object.defineProperty(img, 'complete', { value: complete });
  document.body.append(img);
  return img;
}

describe('firstPhotosPainted', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('waits for a photo on its way, then for a frame', async () => {
    const img = slot(false);
    let done = false;
    const waiting = firstPhotosPainted(60_000).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    img.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on when a photo fails to load', async () => {
    const img = slot(false);
    const waiting = firstPhotosPainted(60_000);
    img.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits no longer than it is told', async () => {
    vi.useFakeTimers();
    slot(false);
    let done = false;
    void firstPhotosPainted(1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('only waits for a frame when the photos are there, or there are none', async () => {
    slot(true);
    await expect(firstPhotosPainted(60_000)).resolves.toBeUndefined();
    document.body.innerHTML = '';
    await expect(firstPhotosPainted(60_000)).resolves.toBeUndefined();
  });
});
