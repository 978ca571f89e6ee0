import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testUser } from '../../features/account/testing';
import { stubBilling } from '../../features/billing/testing';
import { testChats } from '../../features/chat/testing';
import { testLikes } from '../../features/likes/testing';
import { TopNav } from './TopNav';
import { renderAt } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** member renders the navigation for a logged-in member with the given credits and premium state. */
function member(credits: number, paid_user: boolean) {
  stubBilling({
    'GET /api/user': () => json(200, testUser({ credits, paid_user })),
    'GET /api/chats': () => json(200, testChats([])),
    'GET /api/likes': () => json(200, testLikes([])),
  });
  renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
}

describe('the billing item of the top navigation', () => {
  it('offers Get Premium to members who have not paid, leading to the premium offer', async () => {
    member(40, false);
    const link = await screen.findByRole('link', { name: 'Get Premium' });
    expect(link).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
  });

  it('shows Credits to paying members, leading to the packages', async () => {
    member(40, true);
    const link = await screen.findByRole('link', { name: 'Credits' });
    expect(link).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('link', { name: /Get Premium/ })).not.toBeInTheDocument();
  });

  it('shows no credits badge above 10 credits', async () => {
    member(11, true);
    await screen.findByRole('link', { name: 'Credits' });
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('shows the credits in the warning colour at 10 or fewer', async () => {
    member(10, true);
    const link = await screen.findByRole('link', { name: 'Credits: 10 credits left' });
    const badge = within(link).getByTestId('credits-badge');
    expect(badge).toHaveTextContent(/^10$/);
    expect(badge).toHaveClass('text-bg-warning');
  });

  it('shows the badge in the danger colour at 0, also on Get Premium', async () => {
    member(0, false);
    const link = await screen.findByRole('link', { name: 'Get Premium: 0 credits left' });
    const badge = within(link).getByTestId('credits-badge');
    expect(badge).toHaveTextContent(/^0$/);
    expect(badge).toHaveClass('text-bg-danger');
  });

  it('is not there for visitors', async () => {
    stubBilling({});
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Premium|Credits/ })).not.toBeInTheDocument();
  });
});

describe('the visitor’s top navigation', () => {
  it('offers Log in, but not on the login page itself', async () => {
    stubBilling({});
    renderAt(<TopNav />, { path: '/pages/faq', handle: { name: 'pages-faq', layout: 'default' } });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('has no Log in button on the login page', async () => {
    stubBilling({});
    renderAt(<TopNav />, { path: '/login', handle: { name: 'login', layout: 'default' } });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
