import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi } from '../testing';
import { testFictional } from './testFictional';

describe('FictionalEditPage', () => {
  it('creates a profile, shows the server’s field error translated, then opens the new profile', async () => {
    let tries = 0;
    const api = stubAdminApi({
      'POST /api/admin/fictional': () =>
        ++tries === 1
          ? json(400, { error: { code: 'invalid', key: 'cityRequired', field: 'city', message: 'Enter the city.' } })
          : json(201, testFictional({ photos: [] })),
      'GET /api/admin/fictional/9': () => json(200, testFictional({ photos: [] })),
      'GET /api/admin/sites': () => json(200, [{ host: '*', name: 'Amora', domain: 'localhost', created_at: '2026-01-01T00:00:00Z' }, { host: 'flirt.example', name: 'Flirt', domain: 'flirt.example', created_at: '2026-01-01T00:00:00Z' }]),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/fictional/new');
    await user.type(await screen.findByLabelText('Name'), 'Mila');
    await user.type(screen.getByLabelText('Date of birth'), '1995-04-02');
    await user.selectOptions(within(screen.getByRole('form', { name: 'Fictional profile' })).getByLabelText('Language'), 'nl');
    await user.type(screen.getByLabelText('Country (code, e.g. NL)'), 'NL');
    await user.type(screen.getByLabelText('Region (code, e.g. NL-NH)'), 'NL-NH');
    await user.type(screen.getByLabelText('Interests (ids, comma-separated)'), 'cycling, kissing');
    expect(screen.getByLabelText('Every site')).toBeChecked();
    await user.click(await screen.findByLabelText('flirt.example'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter the city or town where you live.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveClass('is-invalid');
    await user.type(screen.getByLabelText('City'), 'Haarlem');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fictional/9'));
    expect(callsTo(api, 'POST', '/api/admin/fictional')[1]?.body).toMatchObject({
      name: 'Mila', date_of_birth: '1995-04-02', language: 'nl', sites: ['*', 'flirt.example'], gender: 'female', looking_for: 'male',
      country: 'NL', region: 'NL-NH', city: 'Haarlem', interests: ['cycling', 'kissing'],
    });
  });

  it('edits, retires and uploads a photo of a profile', async () => {
    let profile = testFictional();
    const api = stubAdminApi({
      'GET /api/admin/fictional/9': () => json(200, profile),
      'PUT /api/admin/fictional/9': (_, body) => json(200, (profile = { ...profile, ...(body as object) })),
      'POST /api/admin/fictional/9/retire': () => json(200, (profile = { ...profile, retired: true })),
      'POST /api/admin/fictional/9/photos': () => apiError(400, 'invalid', 'photoFormat'),
      'GET /api/admin/sites': () => json(200, []),
    });
    const user = userEvent.setup();
    renderConsole('/admin/fictional/9');
    const city = await screen.findByLabelText('City');
    expect(city).toHaveValue('Haarlem');
    expect(screen.getByRole('img', { name: 'Main photo' })).toHaveAttribute('src', '/api/admin/photos/77/image');
    await user.clear(city);
    await user.type(city, 'Leiden');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(callsTo(api, 'PUT', '/api/admin/fictional/9')[0]?.body).toMatchObject({ city: 'Leiden', name: 'Mila' });

    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(/This profile is retired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show again' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/Add a photo/), new File(['x'], 'mila.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/admin/fictional/9/photos')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('writes first to a member, and shows the server’s refusal when the site does not allow it', async () => {
    let allowed = false;
    const api = stubAdminApi({
      'GET /api/admin/fictional/9': () => json(200, testFictional()),
      'GET /api/admin/sites': () => json(200, []),
      'POST /api/admin/fictional/9/conversations': () =>
        allowed
          ? json(201, { conversation: 4, message: { id: 1, conversation: 4, sender: 9, mine: true, text: 'Hoi!', gift: null, created_at: '2026-11-25T10:00:00Z', status: 'sent', sent_by_site: true } })
          : apiError(403, 'forbidden', 'fictionalFirstOff'),
    });
    const user = userEvent.setup();
    renderConsole('/admin/fictional/9');
    const form = await screen.findByRole('form', { name: 'Write first to a member' });
    await user.type(within(form).getByLabelText('Member id'), '42');
    await user.type(within(form).getByLabelText('Message text'), 'Hoi!');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This site does not allow fictional profiles to write first');
    allowed = true;
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Sent.');
    expect(callsTo(api, 'POST', '/api/admin/fictional/9/conversations')[1]?.body).toEqual({ member_id: 42, text: 'Hoi!' });
  });
});
