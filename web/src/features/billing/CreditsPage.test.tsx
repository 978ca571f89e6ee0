import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../api/billing';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { CreditsPage } from './CreditsPage';
import { callsTo, stubBilling, testDiscount, testOffer } from './testing';

afterEach(() => vi.unstubAllGlobals());

const notFound = () => apiError(404, { code: 'not_found', key: 'discountNotFound' });

function serve(offer: Offer = testOffer(), code: (code: string) => Response = notFound, user = testUser({ credits: 4, profile: { ...testUser().profile, country: 'NL' } })) {
  return stubBilling({
    'GET /api/user': () => json(200, user),
    'GET /api/packages': () => json(200, offer),
    'GET /api/discountcode': (url) => (url.searchParams.get('time_bonus') ? notFound() : code(url.searchParams.get('code') ?? '')),
  });
}

const open = (at = '/credits') => renderRoutes({ '/credits': <CreditsPage />, '/login': <p>Log in</p> }, { at });

describe('the credits screen', () => {
  it('lists the packages with price, price per credit and the most popular one', async () => {
    serve();
    open();
    const packages = await screen.findAllByTestId('package');
    expect(packages).toHaveLength(3);
    expect(packages[1]).toHaveTextContent('Most popular');
    expect(packages[1]).toHaveClass('is-popular');
    expect(packages[0]).not.toHaveTextContent('Most popular');
    expect(within(packages[1]!).getByRole('heading', { name: '100 credits' })).toBeInTheDocument();
    expect(packages[1]).toHaveTextContent('€19.99');
    expect(packages[1]).toHaveTextContent('€0.20 per credit');
    expect(within(packages[1]!).getByRole('link', { name: 'Choose 100 credits for €19.99' })).toHaveAttribute('href', '/credits/2');
    expect(screen.getByText(/You have 4 credits\./)).toBeInTheDocument();
  });

  it('says how many messages each package pays for at the member\'s message cost', async () => {
    serve(testOffer({ message_cost: 2 }));
    open();
    const packages = await screen.findAllByTestId('package');
    expect(packages[0]).toHaveTextContent('Enough for 25 messages');
    expect(packages[2]).toHaveTextContent('Enough for 125 messages');
  });

  it('shows the discount that applies with the old prices struck through', async () => {
    serve(testOffer({ discount: testDiscount() }));
    open();
    const packages = await screen.findAllByTestId('package');
    const was = packages[1]!.querySelector('s');
    expect(was).toHaveTextContent('€19.99');
    expect(packages[1]).toHaveTextContent('€14.99');
    expect(packages[1]).toHaveTextContent('You save 25%');
    expect(screen.getByRole('region', { name: 'Your discount' })).toHaveTextContent('25% off your first purchase');
  });

  it('shows the payment methods on offer by their names', async () => {
    serve(testOffer({ methods: ['ideal', 'bancontact', 'prezelewy24', 'creditcard', 'sdd'] }));
    open();
    await screen.findAllByTestId('package');
    for (const name of ['iDEAL', 'Bancontact', 'Przelewy24', 'Credit card', 'Direct debit']) expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('leads to the repeat order only with a stored card', async () => {
    serve(testOffer({ stored_card: true }));
    open();
    expect(await screen.findByRole('link', { name: 'Buy again with your saved card' })).toHaveAttribute('href', '/credits/repeat-order');
  });

  it('has no repeat order without a stored card', async () => {
    serve();
    open();
    await screen.findAllByTestId('package');
    expect(screen.queryByRole('link', { name: 'Buy again with your saved card' })).not.toBeInTheDocument();
  });

  it('checks a typed code and carries it to the payment', async () => {
    const mock = serve(testOffer(), (code) => (code === 'SPRING10' ? json(200, testDiscount({ code, value_percentage: 10, percentage: 10, minimum_order_value: 1500 })) : notFound()));
    open();
    await userEvent.type(await screen.findByLabelText('Discount code'), 'spring10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Code SPRING10 applied: 10% off\./)).toBeInTheDocument();
    expect(screen.getByText(/Valid for orders of €15\.00 or more\./)).toBeInTheDocument();
    expect(callsTo(mock, 'GET', '/api/discountcode').some((c) => c.url.searchParams.get('code') === 'SPRING10')).toBe(true);
    const packages = screen.getAllByTestId('package');
    expect(packages[0]).toHaveTextContent('€11.99');
    expect(packages[0]!.querySelector('s')).toBeNull();
    expect(packages[1]).toHaveTextContent('€17.99');
    expect(within(packages[1]!).getByRole('link', { name: /^Choose/ })).toHaveAttribute('href', '/credits/2?code=SPRING10');
  });

  it.each([
    ['Code not found', () => notFound()],
    ['Code already used', () => apiError(409, { code: 'conflict', key: 'discountUsed' })],
    ['This code has expired.', () => json(200, testDiscount({ code: 'OLD', expired: true }))],
    ['This code is not valid in your country.', () => json(200, testDiscount({ code: 'DEONLY', country: 'DE' }))],
  ])('says "%s"', async (message, answer) => {
    serve(testOffer(), answer);
    open();
    await userEvent.type(await screen.findByLabelText('Discount code'), 'SOMECODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a code', async () => {
    serve(testOffer(), (code) => json(200, testDiscount({ code })));
    const { router } = open('/credits?code=SPRING10');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
  });

  it('shows an error with a retry when the packages do not load', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/packages': () => apiError(400, { code: 'invalid' }),
      'GET /api/discountcode': notFound,
    });
    open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends visitors to the login', async () => {
    stubBilling({});
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
