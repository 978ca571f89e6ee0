import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Landing } from '../../api/landing';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { json } from '../account/testing';
import { testCard } from '../members/testing';
import { LandingPage } from './LandingPage';

afterEach(() => vi.unstubAllGlobals());

const people: Landing = {
  country: 'NL',
  online: 7,
  members: [testCard({ id: 5, name: 'Lotte', age: 29, city: 'Utrecht', online: true }), testCard({ id: 6, name: 'Sanne', age: 34, city: 'Delft' })],
};

/** section is the landing page's people section. */
const section = () => screen.getByRole('region', { name: /New members/ });

describe('LandingPage', () => {
  it('shows skeletons of the cards while the members load, then the members with their photos, linking to their profiles', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'GET /api/landing': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderAt(<LandingPage />);
    expect((await screen.findAllByRole('link', { name: 'Sign up for free' }))[0]).toBeInTheDocument();
    expect(container.querySelectorAll('.landing-people .placeholder-glow')).toHaveLength(12);
    expect(within(section()).getByRole('list')).toHaveAttribute('aria-busy', 'true');

    // The cards come in one commit: none of them shows a skeleton of its own first.
    const skeletonsAdded: Element[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element) skeletonsAdded.push(...(n.matches('.placeholder-glow') ? [n] : []), ...n.querySelectorAll('.placeholder-glow'));
    });
    watch.observe(section(), { childList: true, subtree: true });
    answer(json(200, people));
    const lotte = await screen.findByRole('link', { name: /^Lotte, 29/ });
    expect(lotte).toHaveAttribute('href', '/members/5');
    expect(within(lotte).getByText('Online now')).toHaveClass('visually-hidden');
    const photo = lotte.querySelector('img')!;
    expect(photo).toHaveAttribute('src', people.members[0]!.main_image!.card);
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '600');
    expect(screen.getByRole('link', { name: /^Sanne, 34/ })).toHaveAttribute('href', '/members/6');
    // The skeleton leaves the page a frame after the cards came (SkeletonUntil).
    await waitFor(() => expect(container.querySelectorAll('.landing-people .placeholder-glow')).toHaveLength(0));
    watch.disconnect();
    expect(skeletonsAdded).toHaveLength(0);
    expect(screen.getByText('7 members online now')).toBeVisible();
    expect(within(section()).getByText('Netherlands')).toBeInTheDocument();
  });

  it('loads only the first row of photos at once, the rest when they near the screen', async () => {
    const many = Array.from({ length: 12 }, (_, i) => testCard({ id: 10 + i, name: `M${i}` }));
    stubApi({ 'GET /api/landing': () => json(200, { ...people, members: many }) });
    renderAt(<LandingPage />);
    await screen.findByRole('link', { name: /^M11,/ });
    const loading = within(section())
      .getAllByRole('link')
      .map((a) => a.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual([...Array(6).fill('eager'), ...Array(6).fill('lazy')]);
  });

  it('asks for the country the visitor chose', async () => {
    localStorage.setItem('amora.country', 'DE');
    const server = stubApi({ 'GET /api/landing': () => json(200, { country: 'DE', online: 1, members: [testCard({ id: 8, name: 'Greta' })] }) });
    renderAt(<LandingPage />);
    expect(await screen.findByText('1 member online now')).toBeInTheDocument();
    const url = server.mock.calls.find(([u]) => u.pathname === '/api/landing')![0];
    expect(url.searchParams.get('country')).toBe('DE');
    localStorage.removeItem('amora.country');
  });

  it('invites the visitor to be among the first when nobody can be shown, and keeps the count out of sight when nobody is online', async () => {
    stubApi({ 'GET /api/landing': () => json(200, { country: '', online: 0, members: [] }) });
    renderAt(<LandingPage />);
    expect(await screen.findByText('No members to show here yet. Sign up and be one of the first!')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryAllByTestId('member-card')).toHaveLength(0);
    expect(screen.getByText('0 members online now')).not.toBeVisible();
  });

  it('says when the members could not be loaded, and tries again on request', async () => {
    let fail = true;
    stubApi({ 'GET /api/landing': () => (fail ? json(500, { error: { code: 'EINTERNAL', message: 'An error has occurred.' } }) : json(200, people)) });
    renderAt(<LandingPage />);
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Lotte, 29/ })).toBeInTheDocument();
  });

  it('shows the cards in the visitor’s language', async () => {
    stubApi({ 'GET /api/landing': () => json(200, people) });
    renderAt(<LandingPage />, { lng: 'de' });
    expect(await screen.findByText('7 Mitglieder jetzt online')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Neue Mitglieder/ })).toBeInTheDocument();
    expect(within(await screen.findByRole('link', { name: /^Lotte, 29/ })).getByText('Jetzt online')).toBeInTheDocument();
  });
});
