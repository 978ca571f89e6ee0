import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../api/matchfinder';
import { renderAt } from '../../test/render';
import { json, testUser } from '../account/testing';
import { queriesTo, regions, stubApi, testCard } from '../members/testing';
import { MatchFinderPage } from './MatchFinderPage';

afterEach(() => vi.unstubAllGlobals());

const member = testUser({ profile: { ...testUser().profile, age: 31, gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht' } });
const interests = [
  { id: 'wine', labels: { en: 'Wine', nl: 'Wijn' } },
  { id: 'hiking', labels: { en: 'Hiking', nl: 'Wandelen' } },
  { id: 'jazz', labels: { en: 'Jazz', nl: 'Jazz' } },
];
const daan: Match = { ...testCard({ id: 6, name: 'Daan' }), score: 92, reasons: [{ key: 'mutual' }, { key: 'interests', interests: ['wine', 'hiking'] }, { key: 'distance', km: 12 }] };
const bram: Match = { ...testCard({ id: 8, name: 'Bram' }), score: 40, reasons: [{ key: 'mutual' }] };

function finder(results: Match[], user = member) {
  return stubApi({
    'GET /api/user': () => json(200, user),
    'GET /api/profile': () => json(200, { profile: { interests: ['wine'] } }),
    'GET /api/regions': () => json(200, regions),
    'GET /api/interests': () => json(200, interests),
    'GET /api/match-finder': () => json(200, { results, candidates: results.length }),
  });
}

describe('MatchFinderPage', () => {
  it('asks four questions, starting from the profile, and ranks members with their score and reasons', async () => {
    const server = finder([daan, bram]);
    renderAt(<MatchFinderPage />, { path: '/match-finder' });

    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Women and men' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('From age')).toHaveValue('21');
    expect(screen.getByLabelText('To age')).toHaveValue('41');
    await userEvent.selectOptions(screen.getByLabelText('To age'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('radio', { name: 'Within 50 km' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Whole country' }));
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Utrecht');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hiking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my matches' }));

    const best = await screen.findByRole('article', { name: 'Daan, 92% match' });
    expect(within(best).getByRole('link', { name: /^Daan, 29/ })).toHaveAttribute('href', '/members/6');
    expect(within(best).getByText('92% match')).toBeInTheDocument();
    expect(within(best).getByRole('meter', { name: 'Match score' })).toHaveAttribute('aria-valuenow', '92');
    expect(within(best).getByText('Looking for someone like you')).toBeInTheDocument();
    expect(within(best).getByText('You both enjoy Wine and Hiking')).toBeInTheDocument();
    expect(within(best).getByText('12 km away')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your 2 best matches' })).toBeInTheDocument();
    expect(queriesTo(server, '/api/match-finder')).toEqual([
      { looking_for: 'both', min_age: '21', max_age: '45', region: 'NL-UT', interests: 'wine,hiking' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(screen.getByRole('radio', { name: 'Women and men' })).toBeChecked();
  });

  it('says so when nothing fits and offers to change the answers', async () => {
    finder([]);
    renderAt(<MatchFinderPage />, { path: '/match-finder' });
    for (let i = 0; i < 3; i++) await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show my matches' }));
    expect(await screen.findByText('No matches for these answers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
  });

  it('invites visitors to log in or sign up', async () => {
    stubApi({});
    renderAt(<MatchFinderPage />, { path: '/match-finder' });
    expect(await screen.findByRole('heading', { name: 'Find out who fits you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('speaks the member\'s language', async () => {
    finder([daan]);
    renderAt(<MatchFinderPage />, { path: '/match-finder', lng: 'nl' });
    expect(await screen.findByText('Vraag 1 van 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mannen' })).toBeChecked();
  });
});
