import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from '../../app/layouts/TopNav';
import { LandingPage } from '../landing/LandingPage';
import { json, renderRoutes, testUser } from '../account/testing';
import { stubApi } from './testing';

// The member search is the logged-in member's home (SPEC §2): the front page sends
// members there, and the top navigation leads there.
afterEach(() => vi.unstubAllGlobals());

describe('the logged-in home', () => {
  it('sends members from the front page to the member search', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser()) });
    const { router } = renderRoutes({ '/': <LandingPage />, '/members': <p>Member search</p> }, { at: '/' });
    expect(await screen.findByText('Member search')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });

  it('keeps the front page for visitors', async () => {
    stubApi({});
    const { router } = renderRoutes({ '/': <LandingPage />, '/members': <p>Member search</p> }, { at: '/' });
    expect(await screen.findAllByRole('link', { name: 'Sign up for free' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('puts "Search members" in the top navigation for members only', async () => {
    stubApi({ 'GET /api/user': () => json(200, testUser()) });
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('leaves it out for visitors', async () => {
    stubApi({});
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search members' })).not.toBeInTheDocument();
  });
});
