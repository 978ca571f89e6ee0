import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testSettings } from '../../test/render';
import { json, testUser } from '../account/testing';
import { MembersPage } from './MembersPage';
import { queriesTo, regions, stubApi, testCard, testSearch } from './testing';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const member = testUser({ profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: null, gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht', complete: true } });

function searchAsMember(fictionalFilter: boolean) {
  const server = stubApi({
    'GET /api/user': () => json(200, member),
    'GET /api/regions': () => json(200, regions),
    'GET /api/members': (url) => json(200, testSearch(url.searchParams.get('hide_fictional') ? [testCard({ id: 5, name: 'Lotte' })] : [testCard({ id: 5, name: 'Lotte' }), testCard({ id: 6, name: 'Daan', fictional: true })])),
  });
  renderAt(<MembersPage />, { path: '/members', settings: testSettings({ fictional_filter: fictionalFilter }) });
  return server;
}

describe('hiding fictional profiles in search', () => {
  it('is a switch where the site allows it: it sends hide_fictional and is remembered for the session', async () => {
    const server = searchAsMember(true);
    expect(await screen.findByRole('link', { name: /^Daan, \d+/ })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Hide fictional profiles' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toMatchObject({ hide_fictional: '1', page: '1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Daan, \d+/ })).not.toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem('amora.search') ?? '{}')).toMatchObject({ hide_fictional: true });
  });

  it('is not offered, and a remembered choice not sent, where the site does not allow it', async () => {
    sessionStorage.setItem('amora.search', JSON.stringify({ hide_fictional: true }));
    const server = searchAsMember(false);
    expect(await screen.findByRole('link', { name: /^Lotte, \d+/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Hide fictional profiles' })).not.toBeInTheDocument();
    expect(queriesTo(server, '/api/members')[0]).not.toHaveProperty('hide_fictional');
  });

  it('keeps fictional profiles out of the suggestions shown when nothing matches', async () => {
    sessionStorage.setItem('amora.search', JSON.stringify({ hide_fictional: true }));
    const server = stubApi({
      'GET /api/user': () => json(200, member),
      'GET /api/regions': () => json(200, regions),
      'GET /api/members': (url) => json(200, url.searchParams.get('per_page') === '12' ? testSearch([testCard({ id: 5, name: 'Lotte' })]) : testSearch([])),
    });
    renderAt(<MembersPage />, { path: '/members', settings: testSettings({ fictional_filter: true }) });
    expect(await screen.findByRole('link', { name: /^Lotte, \d+/ })).toBeInTheDocument();
    const asked = queriesTo(server, '/api/members');
    expect(asked[0]).toMatchObject({ hide_fictional: '1' });
    expect(asked.find((q) => q.per_page === '12')).toMatchObject({ hide_fictional: '1' });
  });
});
