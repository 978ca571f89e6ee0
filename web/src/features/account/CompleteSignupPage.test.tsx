import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/render';
import { CompleteSignupPage } from './CompleteSignupPage';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

const newMember = testUser({ status: 'not_confirmed', profile: { id: 7, status: 'disabled', name: 'Sanne', age: 31, main_image: null, gender: '', looking_for: '', country: '', region: '', city: '', complete: false } });
const regions = {
  NL: { label: 'province', regions: [{ id: 'NL-NH', name: 'Noord-Holland' }, { id: 'NL-UT', name: 'Utrecht' }] },
  DE: { label: 'state', regions: [{ id: 'DE-BE', name: 'Berlin' }] },
};
const routes = { '/complete-signup': <CompleteSignupPage />, '/members': <p>Members</p>, '/login': <p>Login page</p> };
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('CompleteSignupPage', () => {
  it('sends visitors to the login page', async () => {
    stubServer({});
    const { router } = renderRoutes(routes, { at: '/complete-signup' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks one question per step, then saves the answers and asks for a first photo, saying why', async () => {
    const server = stubServer({
      'GET /api/user': () => json(200, newMember),
      'GET /api/profile': () => json(200, { photos: [] }),
      'GET /api/regions': () => json(200, regions),
      'PUT /api/profile': (body) => json(200, testUser({ profile: { ...newMember.profile, ...(body as object), complete: true } })),
    });
    const { router } = renderRoutes(routes, { at: '/complete-signup' });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await next();
    expect(screen.getByText('Choose whether you are a man or a woman.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Woman'));
    await next();

    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.queryByText('Choose whether you are a man or a woman.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Men'));
    await next();

    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    await next();
    expect(await screen.findByText('Choose your region from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Province')).toHaveClass('is-invalid');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Berlin');
    await next();

    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('City or town'), ' Berlin ');
    await userEvent.click(screen.getByRole('button', { name: 'Save and start meeting people' }));
    expect(await screen.findByRole('heading', { name: 'Last step: your photo' })).toBeInTheDocument();
    expect(screen.getByText(/see your profile only once it has a photo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
    expect(sentBody(server, 'PUT', '/api/profile')).toEqual({ gender: 'female', looking_for: 'male', country: 'DE', region: 'DE-BE', city: 'Berlin' });
    await userEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });

  it('goes back to the question the server objects to', async () => {
    stubServer({
      'GET /api/user': () => json(200, { ...newMember, profile: { ...newMember.profile, gender: 'male', looking_for: 'female', region: 'NL-UT', city: 'Utrecht' } }),
      'GET /api/regions': () => json(200, regions),
      'PUT /api/profile': () => apiError(400, { code: 'invalid', field: 'region', key: 'regionInvalid' }),
    });
    renderRoutes(routes, { at: '/complete-signup' });
    await screen.findByText('Step 1 of 4');
    expect(screen.getByLabelText('Man')).toBeChecked();
    await next();
    await next();
    await screen.findByRole('option', { name: 'Utrecht' });
    await next();
    expect(screen.getByLabelText('City or town')).toHaveValue('Utrecht');
    await userEvent.click(screen.getByRole('button', { name: 'Save and start meeting people' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Choose your region from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Province')).toHaveAccessibleDescription('Choose your region from the list.');
  });

  it('does not guess a country the site does not serve', async () => {
    stubServer({ 'GET /api/user': () => json(200, newMember), 'GET /api/regions': () => json(200, regions) });
    renderRoutes(routes, { at: '/complete-signup', settings: testSettings({ geoip_selected_country: 'SE' }) });
    await userEvent.click(await screen.findByLabelText('Man'));
    await next();
    await userEvent.click(screen.getByLabelText('Both'));
    await next();
    expect(screen.getByLabelText('Country')).toHaveValue('');
    await next();
    expect(screen.getByText('Choose your country from the list.')).toBeInTheDocument();
  });

  it('sends members who answered already on to the members', async () => {
    stubServer({ 'GET /api/user': () => json(200, testUser()) });
    const { router } = renderRoutes(routes, { at: '/complete-signup' });
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });
});
