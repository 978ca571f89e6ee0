import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Image } from '../../../api/profile';
import { fireEvent } from '@testing-library/react';
import { json, renderRoutes, sentBody, stubServer, testUser } from '../../account/testing';
import { ProfileEditor } from '../ProfileEditor';
import { FakeXHR, testInterests, testOwnProfile, testPhoto, testRegions } from '../testing';

let photos: Image[];
let server: ReturnType<typeof stubServer>;

beforeEach(() => {
  FakeXHR.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
  photos = [testPhoto(11, { main: true }), testPhoto(12, { status: 'pending' })];
});
afterEach(() => vi.unstubAllGlobals());

function serve(own: Partial<ReturnType<typeof testOwnProfile>> = {}) {
  server = stubServer({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/profile': () => json(200, testOwnProfile({ photos, photo_count: photos.length, ...own })),
    'GET /api/regions': () => json(200, testRegions),
    'GET /api/interests': () => json(200, testInterests),
    'PUT /api/photos/12/main': () => {
      photos = photos.map((p) => ({ ...p, main: p.id === 12 })).sort((a, b) => Number(b.main) - Number(a.main));
      return new Response(null, { status: 204 });
    },
    'PUT /api/photos/order': (body) => {
      const ids = (body as { ids: number[] }).ids;
      if (ids.length !== photos.length) return json(400, { error: { code: 'invalid', message: 'bad', key: 'photoOrderInvalid', field: 'ids' } });
      photos = ids.map((id) => photos.find((p) => p.id === id)!);
      const main = photos.find((p) => p.status !== 'rejected') ?? photos[0]!;
      photos = [main, ...photos.filter((p) => p !== main)].map((p) => ({ ...p, main: p === main }));
      return new Response(null, { status: 204 });
    },
    'DELETE /api/photos/12': () => {
      photos = photos.filter((p) => p.id !== 12);
      return new Response(null, { status: 204 });
    },
  });
  renderRoutes({ '/profile': <ProfileEditor /> }, { at: '/profile' });
}

const section = () => within(screen.getByRole('region', { name: 'Photos' }));
const tiles = () => section().getAllByTestId('photo-tile').map((t) => within(t));
const called = (method: string, path: string) => server.mock.calls.some(([url, init]) => url.pathname === path && init?.method === method);
const jpeg = (name = 'me.jpg', size?: number) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function choose(file: File) {
  await userEvent.setup({ applyAccept: false }).upload(section().getByLabelText('Add a photo'), file);
}

describe('PhotoManager', () => {
  it('shows the photos main first, their state and the limit', async () => {
    photos = [testPhoto(12, { status: 'pending' }), testPhoto(11, { main: true }), testPhoto(13, { status: 'rejected' })];
    serve({ photo_limit: 25, premium: true });
    expect(await screen.findByText('3 of 25 photos')).toBeInTheDocument();
    const [first, second, third] = tiles();
    expect(first!.getByText('Main photo')).toBeInTheDocument();
    expect(first!.getByRole('img')).toHaveAttribute('src', '/media/11-card.webp');
    expect(first!.queryByRole('button', { name: 'Make main' })).not.toBeInTheDocument();
    expect(second!.getByText('Waiting for approval')).toBeInTheDocument();
    expect(second!.getByRole('button', { name: 'Make main' })).toBeInTheDocument();
    expect(third!.getByText('Rejected')).toBeInTheDocument();
    expect(third!.queryByRole('button', { name: 'Make main' })).not.toBeInTheDocument();
  });

  it('tells the member why a photo was rejected, in their words and ours', async () => {
    photos = [testPhoto(11, { main: true }), testPhoto(13, { status: 'rejected', reject_reason: 'other_person', reject_note: 'This is a celebrity.' })];
    serve({ photo_limit: 25, premium: true });
    await screen.findByText('2 of 25 photos');
    const [, rejected] = tiles();
    expect(rejected!.getByTestId('photo-reject-reason')).toHaveTextContent('The photo shows someone else. Our note: This is a celebrity.');
  });

  it('says so when there are no photos yet', async () => {
    photos = [];
    serve();
    expect(await screen.findByText('0 of 3 photos')).toBeInTheDocument();
    expect(section().getByText('You have no photos yet. Members with a photo get far more replies.')).toBeInTheDocument();
  });

  it('makes another photo the main one', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(tiles()[0]!.getByRole('img')).toHaveAttribute('src', '/media/12-card.webp'));
    expect(tiles()[0]!.getByText('Main photo')).toBeInTheDocument();
    expect(called('PUT', '/api/photos/12/main')).toBe(true);
  });

  it('moves a photo with its arrows, saves the order at once and keeps the focus on the photo', async () => {
    photos = [testPhoto(11, { main: true }), testPhoto(12, { status: 'pending' }), testPhoto(13)];
    serve({ photo_limit: 25, premium: true });
    await screen.findByText('3 of 25 photos');
    expect(section().getByText('Drag a photo, or use its arrows, to change the order. The first photo is your main photo.')).toBeInTheDocument();
    expect(tiles()[0]!.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(tiles()[2]!.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();

    await userEvent.click(tiles()[2]!.getByRole('button', { name: 'Move photo 3 left' }));
    await waitFor(() => expect(called('PUT', '/api/photos/order')).toBe(true));
    expect(sentBody(server, 'PUT', '/api/photos/order')).toEqual({ ids: [11, 13, 12] });
    await waitFor(() => expect(section().getByTestId('photo-order-status')).toHaveTextContent('Photo moved to place 2 of 3. The order is saved.'));
    expect(tiles().map((t) => t.getByRole('img').getAttribute('src'))).toEqual(['/media/11-card.webp', '/media/13-card.webp', '/media/12-card.webp']);
    expect(document.activeElement).toBe(tiles()[1]!.getByRole('button', { name: 'Move photo 2 left' }));

    // To the first place: it becomes the main photo.
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Move photo 2 left' }));
    await waitFor(() => expect(sentBody(server, 'PUT', '/api/photos/order')).toEqual({ ids: [13, 11, 12] }));
    await waitFor(() => expect(tiles()[0]!.getByText('Main photo')).toBeInTheDocument());
    expect(tiles()[0]!.getByRole('img')).toHaveAttribute('src', '/media/13-card.webp');
    expect(document.activeElement).toBe(tiles()[0]!.getByRole('button', { name: 'Move photo 1 right' }));
  });

  it('moves a photo by dragging its grip (mouse or finger) and saves on release', async () => {
    photos = [testPhoto(11, { main: true }), testPhoto(12, { status: 'pending' }), testPhoto(13)];
    serve({ photo_limit: 25, premium: true });
    await screen.findByText('3 of 25 photos');
    const [first, , third] = section().getAllByTestId('photo-tile');
    const grip = within(third!).getByTestId('photo-grip');
    // jsdom lays nothing out: the finger is over the first photo.
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => within(first!).getByRole('img') });
    onTestFinished(() => {
      delete (document as { elementFromPoint?: unknown }).elementFromPoint;
    });
    fireEvent.pointerDown(grip, { pointerId: 1, button: 0, pointerType: 'touch', clientX: 300, clientY: 10 });
    fireEvent.pointerMove(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    // While it moves the photo already shows in its new place, lifted; nothing is saved yet.
    expect(tiles().map((t) => t.getByRole('img').getAttribute('src'))[0]).toBe('/media/13-card.webp');
    expect(section().getAllByTestId('photo-tile')[0]).toHaveClass('dragging');
    expect(called('PUT', '/api/photos/order')).toBe(false);
    fireEvent.pointerUp(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    await waitFor(() => expect(sentBody(server, 'PUT', '/api/photos/order')).toEqual({ ids: [13, 11, 12] }));
    await waitFor(() => expect(tiles()[0]!.getByText('Main photo')).toBeInTheDocument());
    expect(section().getAllByTestId('photo-tile')[0]).not.toHaveClass('dragging');
  });

  it('puts the photos back and says why when the server refuses the order', async () => {
    photos = [testPhoto(11, { main: true }), testPhoto(12)];
    serve();
    await screen.findByText('2 of 3 photos');
    // Another tab deleted a photo meanwhile: this screen's order no longer matches.
    photos = [...photos, testPhoto(14)];
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Move photo 2 left' }));
    expect(await section().findByText('The new order must list each of your photos exactly once. Reload the page and try again.')).toBeInTheDocument();
    await waitFor(() => expect(tiles()[0]!.getByRole('img')).toHaveAttribute('src', '/media/11-card.webp'));
  });

  it('deletes a photo after asking', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Delete' }));
    expect(tiles()[1]!.getByText('Delete this photo?')).toBeInTheDocument();
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Cancel' }));
    expect(called('DELETE', '/api/photos/12')).toBe(false);

    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Delete' }));
    await userEvent.click(tiles()[1]!.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    expect(called('DELETE', '/api/photos/12')).toBe(true);
    expect(tiles()).toHaveLength(1);
  });

  it('uploads a photo and shows how much has been sent', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(jpeg());
    const xhr = FakeXHR.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/photos');
    expect(xhr.headers['X-Requested-With']).toBe('amora');
    expect((xhr.body as FormData).get('photo')).toHaveProperty('name', 'me.jpg');
    expect(section().getByRole('button', { name: 'Add a photo' })).toBeDisabled();

    xhr.progress(30, 120);
    expect(section().getByRole('progressbar', { name: 'Uploading your photo…' })).toHaveAttribute('aria-valuenow', '25');
    expect(section().getByText('25% uploaded')).toBeInTheDocument();
    xhr.progress(120, 120);
    expect(section().getByText('100% uploaded')).toBeInTheDocument();

    photos = [...photos, testPhoto(14)];
    xhr.respond(201, testPhoto(14));
    expect(await screen.findByText('3 of 3 photos')).toBeInTheDocument();
    expect(section().queryByRole('progressbar')).not.toBeInTheDocument();
    // A free member at the limit is told about premium and cannot choose another.
    expect(section().getByText('Become a premium member to add more photos.')).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  });

  it('shows the premium alert when the server says a free member is at the limit', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(jpeg());
    FakeXHR.sent[0]!.respond(402, { error: { code: 'premium_required', key: 'photoLimit', message: 'Photo limit reached', params: { limit: 3 } } });
    const alert = within(await section().findByRole('alert'));
    expect(alert.getByText('Photo limit reached')).toBeInTheDocument();
    expect(alert.getByText('Become a premium member to add more photos.')).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Become premium' })).toHaveAttribute('href', '/premium');
  });

  it('links the premium alert to /premium', async () => {
    photos = [testPhoto(11, { main: true }), testPhoto(12), testPhoto(13)];
    serve();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('link', { name: 'Become premium' })).toHaveAttribute('href', '/premium');
  });

  it('tells a premium member at the limit without offering premium', async () => {
    photos = Array.from({ length: 25 }, (_, i) => testPhoto(100 + i, { main: i === 0 }));
    serve({ photo_limit: 25, premium: true });
    expect(await screen.findByText('You have reached your limit of 25 photos.')).toBeInTheDocument();
    expect(screen.queryByText('Become a premium member to add more photos.')).not.toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  });

  it('shows why the server refused a photo', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(jpeg());
    FakeXHR.sent[0]!.respond(413, apiErrorBody('too_large', 'photoTooManyPixels'));
    expect(await section().findByText('The photo has more than 40 megapixels.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Add a photo' })).toBeEnabled();
  });

  it('understands a proxy refusing a large upload, and a lost connection', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(jpeg());
    FakeXHR.sent[0]!.respondText(413, '<html><body>413 Request Entity Too Large</body></html>');
    expect(await section().findByText('The photo is larger than 15 MB.')).toBeInTheDocument();

    await choose(jpeg());
    FakeXHR.sent[1]!.fail();
    expect(await section().findByText('No connection. Check your internet connection and try again.')).toBeInTheDocument();
  });

  it('refuses a file that is not a photo without sending it', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(section().getByText('Only JPEG, PNG and WebP photos can be uploaded.')).toBeInTheDocument();
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it('refuses a photo over 15 MB without sending it', async () => {
    serve();
    await screen.findByText('2 of 3 photos');
    await choose(jpeg('big.jpg', 15 * 1024 * 1024 + 1));
    expect(section().getByText('The photo is larger than 15 MB.')).toBeInTheDocument();
    expect(FakeXHR.sent).toHaveLength(0);

    await choose(jpeg('just-fits.jpg', 15 * 1024 * 1024));
    expect(section().queryByText('The photo is larger than 15 MB.')).not.toBeInTheDocument();
    expect(FakeXHR.sent).toHaveLength(1);
  });
});

/** apiErrorBody is the server's error envelope, for the fake XMLHttpRequest to answer with. */
function apiErrorBody(code: string, key: string) {
  return { error: { code, key, message: '' } };
}
