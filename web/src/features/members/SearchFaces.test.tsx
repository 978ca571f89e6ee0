import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { json, testUser } from '../account/testing';
import { MembersPage } from './MembersPage';
import { queriesTo, regions, stubApi, testCard, testSearch } from './testing';
import { widerSearch } from './widen';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const member = testUser({ profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: null, gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht', complete: true } });
const lotte = testCard({ id: 5, name: 'Lotte' });

function search(answer: (url: URL) => Response) {
  const server = stubApi({ 'GET /api/user': () => json(200, member), 'GET /api/regions': () => json(200, regions), 'GET /api/members': answer });
  renderAt(<MembersPage />, { path: '/members' });
  return server;
}

describe('search, faces first', () => {
  it('opens the filters in a sheet from the Filters button, which counts the active filters, and closes it with the result count', async () => {
    search(() => json(200, testSearch([lotte], 30)));
    const open = await screen.findByRole('button', { name: /^Filters/ });
    // Men and the Netherlands: the defaults of a member looking for men in NL.
    expect(within(open).getByText('2')).toBeInTheDocument();
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(sheet).getByLabelText('Minimum age'), '25');
    await waitFor(() => expect(within(open).getByText('3')).toBeInTheDocument());
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 30 members' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('shows the active filters as chips that each remove their filter', async () => {
    sessionStorage.setItem('amora.search', JSON.stringify({ gender: 'female', country: 'NL', region: 'NL-NH', min_age: 30, max_age: 45, page: 2 }));
    const server = search(() => json(200, testSearch([lotte], 30)));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    // The region's name once the regions are loaded.
    await waitFor(() =>
      expect(within(chips).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
        'Remove filter: Women',
        'Remove filter: Netherlands',
        'Remove filter: Noord-Holland',
        'Remove filter: 30–45 years',
      ]),
    );
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: 30–45 years' }));
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toEqual({ gender: 'female', country: 'NL', region: 'NL-NH', min_age: '18', max_age: '99', page: '1', per_page: '24' }));
    // Removing the country removes its region too.
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Netherlands' }));
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toEqual({ gender: 'female', min_age: '18', max_age: '99', page: '1', per_page: '24' }));
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button')).toHaveLength(1);
  });

  it('sorts by the best mix unless the member chooses online now, new or nearby, and remembers the choice', async () => {
    const server = search(() => json(200, testSearch([lotte], 30)));
    const sort = await screen.findByLabelText('Sort');
    expect(sort).toHaveValue('best');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Best match', 'Online now', 'New', 'Nearby']);
    expect(queriesTo(server, '/api/members')[0]).not.toHaveProperty('sort');
    await userEvent.selectOptions(sort, 'New');
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toMatchObject({ sort: 'new', page: '1' }));
    await userEvent.selectOptions(sort, 'Nearby');
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toMatchObject({ sort: 'nearby' }));
    expect(JSON.parse(sessionStorage.getItem('amora.search')!)).toMatchObject({ sort: 'nearby' });
  });

  it('offers people further away when few match, widening from the region to the country to everywhere', async () => {
    sessionStorage.setItem('amora.search', JSON.stringify({ gender: 'female', country: 'NL', region: 'NL-NH', min_age: 18, max_age: 99, page: 1 }));
    const server = search((url) => json(200, testSearch([lotte], url.searchParams.has('country') ? 3 : 40)));
    await userEvent.click(await screen.findByRole('button', { name: 'Show people further away' }));
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toEqual({ gender: 'female', country: 'NL', min_age: '18', max_age: '99', page: '1', per_page: '24' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show people further away' }));
    await waitFor(() => expect(queriesTo(server, '/api/members').at(-1)).toEqual({ gender: 'female', min_age: '18', max_age: '99', page: '1', per_page: '24' }));
    // 40 members everywhere: enough, and nowhere further to go.
    expect(await screen.findByText('40 members found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show people further away' })).not.toBeInTheDocument();
  });

  it('widens one step at a time', () => {
    expect(widerSearch({ country: 'NL', region: 'NL-UT' })).toEqual({ region: '' });
    expect(widerSearch({ country: 'NL', region: '' })).toEqual({ country: '', region: '' });
    expect(widerSearch({ country: '', region: '' })).toBeNull();
  });
});
