import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../queries/user';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from '../account/testing';
import { ProfileEditor } from './ProfileEditor';
import { testMember } from '../members/testing';
import { testInterests, testOwnProfile, testRegions } from './testing';

afterEach(() => vi.unstubAllGlobals());

type Handler = Parameters<typeof stubServer>[0][string];

function serve(own = testOwnProfile(), more: Record<string, Handler> = {}) {
  return stubServer({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/profile': () => json(200, own),
    'GET /api/regions': () => json(200, testRegions),
    'GET /api/interests': () => json(200, testInterests),
    'PUT /api/profile': () => json(200, testUser({ profile: { ...testUser().profile, city: 'Amersfoort' } })),
    ...more,
  });
}

function render() {
  return renderRoutes({ '/profile': <ProfileEditor /> }, { at: '/profile' });
}

const form = () => within(screen.getByRole('form', { name: 'About you' }));
const calls = (server: ReturnType<typeof stubServer>, method: string, path: string) =>
  server.mock.calls.filter(([url, init]) => url.pathname === path && (init?.method ?? 'GET') === method).length;

async function loaded() {
  await screen.findByRole('form', { name: 'About you' });
  await form().findByRole('button', { name: 'Hiking' });
  await waitFor(() => expect(form().getByLabelText('Province')).toBeEnabled());
}

describe('ProfileEditor', () => {
  it('shows the saved profile, sends only values the server accepts and says it saved', async () => {
    // A body type no longer offered and an interest the site dropped are not sent back.
    const server = serve(testOwnProfile({}, { body_type: 'chubby', interests: ['hiking', 'knitting'] }));
    const { queryClient } = render();
    await loaded();
    expect(form().getByLabelText('Gender')).toHaveValue('female');
    expect(form().getByLabelText('Looking for')).toHaveDisplayValue('Men');
    expect(form().getByLabelText('Province')).toHaveDisplayValue('Utrecht');
    expect(form().getByLabelText('Body type')).toHaveDisplayValue('Not specified');
    expect(form().getByLabelText('Hair colour')).toHaveDisplayValue('Blond');

    await userEvent.clear(form().getByLabelText('City'));
    await userEvent.type(form().getByLabelText('City'), '  Amersfoort ');
    await userEvent.selectOptions(form().getByLabelText('Eye colour'), 'Hazel');
    await userEvent.selectOptions(form().getByLabelText('Relationship status'), 'Not specified');
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));

    expect(await form().findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sentBody(server, 'PUT', '/api/profile')).toEqual({
      gender: 'female',
      looking_for: 'male',
      country: 'NL',
      region: 'NL-UT',
      city: 'Amersfoort',
      sexuality: 'hetero',
      about_me: 'Hallo!',
      interests: ['hiking'],
      body_type: '',
      hair_color: 'blond',
      eye_color: 'hazel',
      relationship_status: '',
      invisible: false,
    });
    // The user is the server's answer; the own profile is loaded again.
    expect((queryClient.getQueryData(userKeys.me) as ReturnType<typeof testUser>).profile.city).toBe('Amersfoort');
    await waitFor(() => expect(calls(server, 'GET', '/api/profile')).toBe(2));
  });

  it('labels the region the way the chosen country does and asks for one before saving', async () => {
    const server = serve();
    render();
    await loaded();
    await userEvent.selectOptions(form().getByLabelText('Country'), 'United States');
    expect(form().getByLabelText('State')).toHaveValue('');
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    expect(form().getByText('Choose your region from the list.')).toBeInTheDocument();
    expect(form().getByLabelText('State')).toHaveClass('is-invalid');
    expect(form().getByLabelText('State')).toHaveFocus();
    expect(calls(server, 'PUT', '/api/profile')).toBe(0);

    await userEvent.selectOptions(form().getByLabelText('State'), 'New York');
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    await form().findByText('Your profile has been saved.');
    expect(sentBody(server, 'PUT', '/api/profile')).toMatchObject({ country: 'US', region: 'US-NY' });
  });

  it('shows the server’s objection under its field', async () => {
    serve(testOwnProfile(), { 'PUT /api/profile': () => apiError(400, { code: 'invalid', field: 'sexuality', key: 'optionInvalid' }) });
    render();
    await loaded();
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    expect(await form().findByText('Choose one of the options.')).toBeInTheDocument();
    expect(form().getByLabelText('Sexuality')).toHaveClass('is-invalid');
    expect(form().getByLabelText('Sexuality')).toHaveAccessibleDescription('Choose one of the options.');
    expect(form().queryByText('Your profile has been saved.')).not.toBeInTheDocument();
  });

  it('switches interests on and off, up to 15', async () => {
    const server = serve();
    render();
    await loaded();
    const chip = (name: string) => form().getByRole('button', { name });
    expect(chip('Hiking')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip('Cooking'));
    await userEvent.click(chip('Hiking'));
    expect(chip('Cooking')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Hiking')).toHaveAttribute('aria-pressed', 'false');
    expect(form().getByText('Choose up to 15. 1 chosen.')).toBeInTheDocument();
    for (const name of ['Travel', 'Music', 'Movies', 'Reading', 'Dancing', 'Photography', 'Gaming', 'Yoga', 'Cycling', 'Swimming', 'Art', 'Theatre', 'Wine', 'Gardening']) {
      await userEvent.click(chip(name));
    }
    expect(form().getByText('You have chosen the maximum of 15 interests.')).toBeInTheDocument();
    expect(chip('Running')).toBeDisabled();
    expect(chip('Hiking')).toBeDisabled();
    await userEvent.click(chip('Wine'));
    expect(chip('Running')).toBeEnabled();

    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    await form().findByText('Your profile has been saved.');
    const sent = sentBody(server, 'PUT', '/api/profile') as { interests: string[] };
    expect(sent.interests).toHaveLength(14);
    expect(sent.interests).toContain('cooking');
    expect(sent.interests).not.toContain('hiking');
    expect(sent.interests).not.toContain('wine');
  });

  it('sends the invisible switch and explains it', async () => {
    const server = serve();
    render();
    await loaded();
    const toggle = form().getByRole('switch', { name: 'Invisible mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('You are hidden from search; you can only start conversations yourself.');
    await userEvent.click(toggle);
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    await form().findByText('Your profile has been saved.');
    expect(sentBody(server, 'PUT', '/api/profile')).toMatchObject({ invisible: true });
  });

  it('counts the about-me characters and refuses more than 2000', async () => {
    const server = serve(testOwnProfile({}, { about_me: 'x'.repeat(1999) }));
    render();
    await loaded();
    expect(form().getByText('1999 of 2000 characters')).toBeInTheDocument();
    await userEvent.type(form().getByLabelText('About me'), 'ab');
    expect(form().getByText('2001 of 2000 characters')).toHaveClass('text-danger');
    await userEvent.click(form().getByRole('button', { name: 'Save profile' }));
    expect(form().getByText('Your text may have at most 2000 characters.')).toBeInTheDocument();
    expect(form().getByLabelText('About me')).toHaveClass('is-invalid');
    expect(calls(server, 'PUT', '/api/profile')).toBe(0);
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let fail = true;
    serve(testOwnProfile(), { 'GET /api/profile': () => (fail ? apiError(500, { code: 'internal' }) : json(200, testOwnProfile())) });
    // GET calls are retried with growing delays before they fail.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    await vi.advanceTimersByTimeAsync(15_000);
    vi.useRealTimers();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'About you' })).toBeInTheDocument();
  });
});

describe('ProfileEditor sections and preview', () => {
  it('groups the fields in sections and keeps one Save button for them all', async () => {
    serve();
    render();
    await loaded();
    for (const name of ['The basics', 'Details', 'Interests and about me', 'Privacy']) {
      expect(form().getByRole('region', { name })).toBeInTheDocument();
    }
    expect(form().getAllByRole('button', { name: 'Save profile' })).toHaveLength(1);
  });

  it('previews the profile as others see it, from the server', async () => {
    const server = serve(testOwnProfile(), { 'GET /api/members/7': () => json(200, testMember({ id: 7, name: 'Sanne', age: 31 })) });
    render();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'How others see your profile' });
    expect(await within(dialog).findByRole('heading', { name: /Sanne, 31/ })).toBeInTheDocument();
    expect(calls(server, 'GET', '/api/members/7')).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
