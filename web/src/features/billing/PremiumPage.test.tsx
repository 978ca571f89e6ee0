import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/render';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { PremiumPage } from './PremiumPage';
import { PricingPage } from './PricingPage';
import { stubBilling, testOffer } from './testing';

afterEach(() => vi.unstubAllGlobals());

const notFound = () => apiError(404, { code: 'not_found' });

describe('the premium offer', () => {
  it('tells a member what premium gives, with the 46% claim, and leads to the credits', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/packages': () => json(200, testOffer()), 'GET /api/discountcode': notFound });
    renderRoutes({ '/premium': <PremiumPage /> }, { at: '/premium' });
    expect(await screen.findAllByRole('link', { name: 'Become a premium member' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Become a premium member' }).every((l) => l.getAttribute('href') === '/credits')).toBe(true);
    expect(screen.getAllByText('Premium members have a 46% higher chance of a match.').length).toBeGreaterThan(0);
    for (const title of ['Every photo unblurred', 'Up to 25 photos of your own', 'No conversation limit', 'Premium, even at 0 credits']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Show yourself with 25 photos instead of 3, and get noticed more often.')).toBeInTheDocument();
  });

  it('invites visitors to sign up', async () => {
    stubBilling({ 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/premium': <PremiumPage /> }, { at: '/premium' });
    expect((await screen.findAllByRole('link', { name: 'Sign up for free' }))[0]).toHaveAttribute('href', '/signup');
  });

  it('tells premium members they are', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser({ paid_user: true })), 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/premium': <PremiumPage /> }, { at: '/premium' });
    expect(await screen.findByText('You are a premium member')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Top up credits' })[0]).toHaveAttribute('href', '/credits');
  });
});

describe('the pricing page', () => {
  const settings = testSettings({
    message_credits: 2,
    refund_days: 14,
    minimum_message_costs: { NL: { costs: 25, currency: 'EUR' }, PL: { costs: 99, currency: 'PLN' } },
  });

  it('states the packages with the price per credit and per message', async () => {
    stubBilling({ 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/pricing': <PricingPage /> }, { at: '/pricing', settings });
    const row = await screen.findByRole('row', { name: /^100 credits/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€19.99', '€0.20', '€0.40']);
    expect(screen.getByText('A chat message costs 2 credits.')).toBeInTheDocument();
  });

  it('shows one column when a message costs one credit, rounded to the cent (issue 22)', async () => {
    const offer = testOffer();
    offer.packages[0] = { ...offer.packages[0]!, price: 2490, credits: 50 }; // €0.498 a credit
    stubBilling({ 'GET /api/packages': () => json(200, offer) });
    renderRoutes({ '/pricing': <PricingPage /> }, { at: '/pricing', settings: testSettings({ message_credits: 1 }) });
    const row = await screen.findByRole('row', { name: /^50 credits/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€24.90', '€0.50']);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Package', 'Price', 'Per credit (one message)']);
  });

  it('states the minimum message costs per country, the refund and the fictional profiles', async () => {
    stubBilling({ 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/pricing': <PricingPage /> }, { at: '/pricing', settings });
    await screen.findByRole('row', { name: /^100 credits/ });
    expect(screen.getByRole('row', { name: 'Netherlands €0.25' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Poland PLN\s?0\.99$/ })).toBeInTheDocument();
    expect(screen.getByText(/You can get a refund for unused credits within 14 days of buying them\./)).toBeInTheDocument();
    expect(screen.getByTestId('pricing-fictional')).toHaveTextContent('Amora also uses fictional profiles');
  });

  it('leaves out the fictional line when the site does not use them', async () => {
    stubBilling({ 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/pricing': <PricingPage /> }, { at: '/pricing', settings: testSettings({ fictional_warning: false }) });
    await screen.findByRole('row', { name: /^100 credits/ });
    expect(screen.queryByTestId('pricing-fictional')).not.toBeInTheDocument();
  });
});
