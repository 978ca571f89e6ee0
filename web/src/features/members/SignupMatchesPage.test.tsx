import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/render';
import { json, renderRoutes, testUser } from '../account/testing';
import { SignupMatchesPage } from './SignupMatchesPage';
import { queriesTo, stubApi, testCard, testSearch } from './testing';

afterEach(() => vi.unstubAllGlobals());

const routes = { '/signup-matches': <SignupMatchesPage />, '/complete-signup': <p>Complete signup</p>, '/members': <p>Members</p> };

describe('SignupMatchesPage', () => {
  it('shows the sign-up form beside members from the visitor’s country', async () => {
    const server = stubApi({ 'GET /api/members': () => json(200, testSearch([testCard({ id: 5, name: 'Lotte' })])) });
    renderRoutes(routes, { at: '/signup-matches', settings: testSettings({ geoip_selected_country: 'DE' }) });
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members in Germany' });
    expect(await within(members).findByRole('link', { name: /^Lotte, / })).toBeInTheDocument();
    expect(queriesTo(server, '/api/members')[0]).toEqual({ country: 'DE', per_page: '12' });
  });

  it('does not pick a country the site does not serve', async () => {
    const server = stubApi({ 'GET /api/members': () => json(200, testSearch([])) });
    renderRoutes(routes, { at: '/signup-matches', settings: testSettings({ geoip_selected_country: 'SE' }) });
    expect(await screen.findByText('Sign up to discover the members near you.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members waiting to meet you' })).toBeInTheDocument();
    expect(queriesTo(server, '/api/members')[0]).toEqual({ per_page: '12' });
  });

  it('moves the new member on to complete the profile', async () => {
    stubApi({
      'GET /api/members': () => json(200, testSearch([])),
      'GET /api/email-suggestion': () => json(200, { suggestion: '' }),
      'POST /api/signup': () => json(201, testUser({ status: 'not_confirmed' })),
    });
    const { router } = renderRoutes(routes, { at: '/signup-matches' });
    await userEvent.type(screen.getByLabelText('Username'), 'Sanne');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText('Password'), 'veilig-wachtwoord-42');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1994-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Complete signup')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complete-signup');
  });

  it('sends members who are logged in to the member search', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser()), 'GET /api/members': () => json(200, testSearch([])) });
    const { router } = renderRoutes(routes, { at: '/signup-matches' });
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });

  it('leaves out the members where visitors may not search', () => {
    const server = stubApi({});
    renderRoutes(routes, { at: '/signup-matches', settings: testSettings({ search_allowed: false }) });
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Members/ })).not.toBeInTheDocument();
    expect(queriesTo(server, '/api/members')).toEqual([]);
  });
});
