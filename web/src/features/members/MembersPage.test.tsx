import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testSettings } from '../../test/render';
import { apiError, json, testUser } from '../account/testing';
import { MembersPage } from './MembersPage';
import { queriesTo, regions, stubApi, testCard, testSearch } from './testing';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const member = testUser({ profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: null, gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht', complete: true } });
const lotte = testCard({ id: 5, name: 'Lotte' });
const daan = testCard({ id: 6, name: 'Daan', fictional: true });
/** card finds a member's card by its name. */
const card = (name: string, scope: Pick<typeof screen, 'findByRole'> = screen) => scope.findByRole('link', { name: new RegExp(`^${name}, \\d+`) });

/** searchAsMember renders the search for a logged-in member, the server answering search. */
function searchAsMember(search: (url: URL) => Response) {
  const server = stubApi({ 'GET /api/user': () => json(200, member), 'GET /api/regions': () => json(200, regions), 'GET /api/members': search });
  renderAt(<MembersPage />, { path: '/members' });
  return server;
}

describe('MembersPage', () => {
  it('searches for what the member looks for in their country, and sends every filter as a query parameter', async () => {
    const server = searchAsMember(() => json(200, testSearch([lotte, daan])));
    expect(await card('Lotte')).toHaveAttribute('href', '/members/5');
    expect(queriesTo(server, '/api/members')[0]).toEqual({ gender: 'male', country: 'NL', min_age: '18', max_age: '99', page: '1', per_page: '24' });

    await userEvent.selectOptions(screen.getByLabelText('Looking for'), 'Women');
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Noord-Holland');
    await userEvent.selectOptions(screen.getByLabelText('Minimum age'), '25');
    await userEvent.selectOptions(screen.getByLabelText('Maximum age'), '40');
    await waitFor(() =>
      expect(queriesTo(server, '/api/members').at(-1)).toEqual({ gender: 'female', country: 'NL', region: 'NL-NH', min_age: '25', max_age: '40', page: '1', per_page: '24' }),
    );
  });

  it('lists the regions of the chosen country, labelled the way that country names them', async () => {
    searchAsMember(() => json(200, testSearch([lotte])));
    expect(await screen.findByRole('option', { name: 'Noord-Holland' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany');
    const state = screen.getByLabelText('State');
    expect(within(state).getByRole('option', { name: 'Berlin' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Noord-Holland' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'All countries');
    expect(screen.getByLabelText('Region')).toBeDisabled();
  });

  it('shows how many members were found and moves through the pages', async () => {
    const server = searchAsMember((url) => json(200, testSearch(url.searchParams.get('page') === '2' ? [daan] : [lotte], 30, Number(url.searchParams.get('page')))));
    expect(await screen.findByText('30 members found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await card('Daan')).toBeInTheDocument();
    expect(queriesTo(server, '/api/members').at(-1)).toMatchObject({ page: '2' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing matches and suggests other members', async () => {
    const server = searchAsMember((url) => json(200, url.searchParams.has('gender') ? testSearch([]) : testSearch([daan])));
    expect(await screen.findByText('No members match your search')).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'Members you might like' });
    expect(await card('Daan', within(suggestions))).toBeInTheDocument();
    expect(queriesTo(server, '/api/members').at(-1)).toEqual({ per_page: '12' });
    expect(screen.queryByText(/members? found/)).not.toBeInTheDocument();
  });

  it('restores the search remembered in this browser session, and remembers changes', async () => {
    sessionStorage.setItem('amora.search', JSON.stringify({ gender: 'female', country: 'DE', region: 'DE-BE', min_age: 30, max_age: 45, page: 2 }));
    const server = searchAsMember(() => json(200, testSearch([lotte], 30, 2)));
    expect(await card('Lotte')).toHaveAttribute('href', '/members/5');
    expect(queriesTo(server, '/api/members')[0]).toEqual({ gender: 'female', country: 'DE', region: 'DE-BE', min_age: '30', max_age: '45', page: '2', per_page: '24' });
    expect(screen.getByLabelText('Looking for')).toHaveValue('female');
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
    expect(await screen.findByLabelText('State')).toHaveValue('DE-BE');
    expect(screen.getByLabelText('Minimum age')).toHaveValue('30');

    await userEvent.selectOptions(screen.getByLabelText('Maximum age'), '50');
    expect(JSON.parse(sessionStorage.getItem('amora.search')!)).toEqual({ gender: 'female', country: 'DE', region: 'DE-BE', min_age: 30, max_age: 50, hide_fictional: false, sort: 'best', page: 1 });
  });

  it('invites visitors to log in where the site keeps search for members', async () => {
    const server = stubApi({});
    renderAt(<MembersPage />, { path: '/members', settings: testSettings({ search_allowed: false }) });
    expect(await screen.findByRole('heading', { name: 'Log in to search members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('form', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(queriesTo(server, '/api/members')).toEqual([]);
  });

  it('invites visitors to log in when the server asks for it', async () => {
    stubApi({ 'GET /api/regions': () => json(200, regions), 'GET /api/members': () => apiError(403, { code: 'authentication_required' }) });
    renderAt(<MembersPage />, { path: '/members' });
    expect(await screen.findByRole('heading', { name: 'Log in to search members' })).toBeInTheDocument();
  });

  it('lets visitors search, with their traffic source, where the site allows it', async () => {
    localStorage.setItem('amora.trafficSource', JSON.stringify({ network: 'aff1', ref: 'r9', sub1: '', sub2: '', sub3: '' }));
    const server = stubApi({ 'GET /api/regions': () => json(200, regions), 'GET /api/members': () => json(200, testSearch([lotte])) });
    renderAt(<MembersPage />, { path: '/members', settings: testSettings({ geoip_selected_country: 'BE' }) });
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    expect(queriesTo(server, '/api/members')[0]).toEqual({ country: 'BE', min_age: '18', max_age: '99', page: '1', per_page: '24', network: 'aff1', ref: 'r9' });
  });

  describe('Use my location', () => {
    const withPosition = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

    it('fills in the country and region of where the browser is', async () => {
      withPosition((ok) => ok({ coords: { latitude: 52.52, longitude: 13.4 } } as GeolocationPosition));
      const server = stubApi({
        'GET /api/user': () => json(200, member),
        'GET /api/regions': () => json(200, regions),
        'GET /api/members': () => json(200, testSearch([lotte])),
        'GET /api/geocode': () => json(200, { country: 'DE', region: 'DE-BE', city: 'Berlin', lat: 52.52, lon: 13.4, distance_km: 0.2 }),
      });
      renderAt(<MembersPage />, { path: '/members' });
      await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText('Showing members near Berlin.')).toBeInTheDocument();
      expect(screen.getByLabelText('Country')).toHaveValue('DE');
      expect(screen.getByLabelText('State')).toHaveValue('DE-BE');
      expect(queriesTo(server, '/api/geocode')).toEqual([{ lat: '52.52', lon: '13.4' }]);
      await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toMatchObject({ country: 'DE', region: 'DE-BE' }));
    });

    it('says so politely when the position is refused', async () => {
      withPosition((_ok, fail) => fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
      stubApi({ 'GET /api/user': () => json(200, member), 'GET /api/regions': () => json(200, regions), 'GET /api/members': () => json(200, testSearch([lotte])) });
      renderAt(<MembersPage />, { path: '/members' });
      await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText(/could not find your location/)).toBeInTheDocument();
      expect(screen.getByLabelText('Country')).toHaveValue('NL');
      expect(JSON.parse(localStorage.getItem('amora.geocode')!)).toMatchObject({ place: false });
    });
  });
});
