import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testPhoto } from '../fixtures';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

describe('PhotosPage', () => {
  it('approves a photo in the queue', async () => {
    let queue = [testPhoto(), testPhoto({ id: 6, member_name: 'Pieter', member_id: 43 })];
    const api = stubAdminApi({
      'GET /api/admin/photos': () => json(200, { photos: queue, next_before_id: null }),
      'POST /api/admin/photos/5/approve': () => {
        queue = queue.filter((p) => p.id !== 5);
        return json(200, { photo: testPhoto({ status: 'active' }) });
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/photos');
    const card = await screen.findByRole('article', { name: 'Photo of Sanne' });
    expect(callsTo(api, 'GET', '/api/admin/photos')[0]?.url.searchParams.get('state')).toBe('pending');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the photo of Sanne' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The photo of Sanne is live.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/photos/5/approve')[0]?.body).toEqual({});
    expect(screen.queryByRole('article', { name: 'Photo of Sanne' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Photo of Pieter' })).toBeInTheDocument();
  });

  it('rejects with a fixed reason and a note; "other" needs the note', async () => {
    const api = stubAdminApi({
      'GET /api/admin/photos': () => json(200, { photos: [testPhoto()], next_before_id: null }),
      'POST /api/admin/photos/5/reject': () => json(200, { photo: testPhoto({ status: 'rejected', reason: 'other', note: 'A drawing' }) }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/photos');
    await user.click(within(await screen.findByRole('article', { name: 'Photo of Sanne' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText(/Reason the member sees/), 'other');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Note to the member/), 'A drawing');
    await user.click(confirm);
    expect(await screen.findByText('The photo of Sanne is rejected.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/photos/5/reject')[0]?.body).toEqual({ reason: 'other', note: 'A drawing' });
  });

  it('shows the recent feed with take-down, and the rejected ones with their reason', async () => {
    stubAdminApi({
      'GET /api/admin/photos': (url) =>
        json(200, {
          photos: url.searchParams.get('state') === 'recent' ? [testPhoto({ status: 'active' })] : [testPhoto({ status: 'rejected', reason: 'nudity' })],
          next_before_id: null,
        }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/photos?state=recent');
    const card = await screen.findByRole('article', { name: 'Photo of Sanne' });
    expect(within(card).getByRole('button', { name: 'Take down' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('Nudity')).toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    stubAdminApi({ 'GET /api/admin/photos': () => json(200, { photos: [], next_before_id: null }) });
    renderConsole('/admin/photos');
    expect(await screen.findByText('The queue is empty: no photo is waiting.')).toBeInTheDocument();
  });
});
