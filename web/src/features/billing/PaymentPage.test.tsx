import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../api/billing';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { applyLiveEvent } from '../live/liveEvents';
import { PaymentPage } from './PaymentPage';
import { callsTo, stubBilling, testDiscount, testOffer, testPayment, acceptConsent, consented } from './testing';
import { browser } from './usePay';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = {
  '/credits/:id/:paymentmethod?': <PaymentPage />,
  '/credits/repeat-order': <p>Repeat order screen</p>,
  '/directdebit': <p>Direct debit form</p>,
  '/transactions/:id': <p>Receipt</p>,
  '/members': <p>Member search</p>,
  '/credits': <p>Packages</p>,
};

/** serve stubs a member whose payment 41 answers what payment() returns at the time. */
function serve(payment: () => Payment | Response, { credits = 10, offer = testOffer() } = {}) {
  let user = testUser({ credits });
  const mock = stubBilling({
    'GET /api/user': () => json(200, user),
    'GET /api/packages': () => json(200, offer),
    'GET /api/payments/41': () => {
      const p = payment();
      if (p instanceof Response) return p;
      if (p.status === 'paid') user = testUser({ credits: credits + p.credits, paid_user: true });
      return json(200, p);
    },
    'POST /api/payments': () => json(201, { payment_id: 55, checkout_url: '/sandbox/checkout/55' }),
    'POST /api/payments/repeat': () => json(201, { payment_id: 56, checkout_url: null }),
  });
  return mock;
}

describe('the return screen', () => {
  it('shows that it is checking while the payment loads', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/payments/41': () => new Promise<Response>(() => undefined),
    });
    renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument();
  });

  it('shows a pending payment as processing, then completes on the live payment event', async () => {
    let status: Payment['status'] = 'pending';
    const mock = serve(() => testPayment({ status, paid_at: null }));
    const { queryClient } = renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    const userCalls = callsTo(mock, 'GET', '/api/user').length;
    status = 'paid';
    await act(() => applyLiveEvent(queryClient, 'payment', JSON.stringify({ payment_id: 41, status: 'paid' })));
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(screen.getByText('Payment complete')).toBeInTheDocument();
    expect(screen.getByText('100 credits have been added to your account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You now have 110 credits.')).toBeInTheDocument());
    expect(callsTo(mock, 'GET', '/api/user').length).toBeGreaterThan(userCalls);
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/transactions/41');
  });

  it('asks again every few seconds should the live event not come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let status: Payment['status'] = 'open';
    serve(() => testPayment({ status, paid_at: null }));
    renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase!' })).toBeInTheDocument();
  });

  it('reloads the member when the payment was already paid on return', async () => {
    const mock = serve(() => testPayment());
    renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase!' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/user').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('You now have 110 credits.')).toBeInTheDocument();
  });

  it.each([
    ['failed', 'Your payment did not go through'],
    ['canceled', 'The payment was canceled'],
    ['expired', 'The payment has expired'],
  ] as const)('offers the other methods when the payment %s', async (status, title) => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const mock = serve(() => testPayment({ status, paid_at: null, method: 'ideal' }));
    renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const other = await screen.findByRole('list', { name: 'Pay another way' });
    expect(other).toHaveTextContent('Credit card');
    expect(other).toHaveTextContent('PayPal');
    expect(other).toHaveTextContent('Direct debit');
    expect(other).not.toHaveTextContent('iDEAL');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/checkout/55'));
    expect(callsTo(mock, 'POST', '/api/payments')[0]?.body).toEqual({ package_id: 2, method: 'paypal', ...consented });
  });

  it('offers a retry or PayPal when the stored card failed', async () => {
    const mock = serve(() => testPayment({ status: 'failed', paid_at: null, method: 'creditcard', stored_card: true }));
    const { router } = renderRoutes(routes, { at: '/credits/2/creditcard?payment_id=41' });
    expect(await screen.findByText(/Paying with your saved card did not work/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pay another way' })).not.toBeInTheDocument();
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Try my saved card again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment_id=56'));
    expect(router.state.location.pathname).toBe('/credits/repeat-order');
    expect(callsTo(mock, 'POST', '/api/payments/repeat')[0]?.body).toEqual({ package_id: 2, ...consented });
  });

  it('says when the payment cannot be found', async () => {
    serve(() => apiError(404, { code: 'not_found' }));
    renderRoutes(routes, { at: '/credits/2/ideal?payment_id=41' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(screen.getByRole('link', { name: 'Back to the packages' })).toHaveAttribute('href', '/credits');
  });

  it('says that a direct debit waits for the collection', async () => {
    serve(() => testPayment({ status: 'pending', method: 'sdd', paid_at: null }));
    renderRoutes(routes, { at: '/credits/2/sdd?payment_id=41' });
    expect(await screen.findByRole('heading', { name: 'Direct debit order received' })).toBeInTheDocument();
  });
});

describe('choosing how to pay', () => {
  it('lists the methods and sends the browser to the checkout of the chosen one, with the discount', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const mock = serve(() => testPayment(), { offer: testOffer({ discount: testDiscount() }) });
    renderRoutes(routes, { at: '/credits/2' });
    expect(await screen.findByText('100 credits')).toBeInTheDocument();
    expect(screen.getByText('Discount WELCOME25: −25%')).toBeInTheDocument();
    expect(screen.getByText('€14.99')).toBeInTheDocument();
    const methods = screen.getByRole('list', { name: 'Choose how you want to pay' });
    expect(methods).toHaveTextContent('iDEAL');
    await userEvent.click(screen.getByRole('button', { name: 'iDEAL' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/payments')).toHaveLength(0);
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'iDEAL' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/checkout/55'));
    expect(callsTo(mock, 'POST', '/api/payments')[0]?.body).toEqual({ package_id: 2, method: 'ideal', discount_code: 'WELCOME25', ...consented });
  });

  it('sends direct debit to its own form', async () => {
    const mock = serve(() => testPayment());
    const { router } = renderRoutes(routes, { at: '/credits/2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Direct debit' }));
    expect(router.state.location.pathname).toBe('/directdebit');
    expect(router.state.location.search).toBe('?package=2');
    expect(callsTo(mock, 'POST', '/api/payments')).toHaveLength(0);
  });

  it('with a method in the address asks only to confirm', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    serve(() => testPayment());
    renderRoutes(routes, { at: '/credits/2/paypal' });
    await acceptConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/checkout/55'));
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute('href', '/credits/2');
  });

  it('shows why the server refused the payment', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/packages': () => json(200, testOffer()),
      'POST /api/payments': () => apiError(400, { code: 'invalid', key: 'paymentMethod' }),
    });
    renderRoutes(routes, { at: '/credits/2' });
    await acceptConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Credit card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available. Please choose another one.');
  });

  it.each([
    ['repeats the key after a server error (the same attempt)', 503, 'unavailable', 'paymentUnavailable', true],
    ['sends a new key after a refusal (a new attempt)', 409, 'conflict', 'discountReserved', false],
  ])('%s', async (_name, status, code, key, sameKey) => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const answers = [() => apiError(status, { code, key }), () => json(201, { payment_id: 55, checkout_url: '/sandbox/checkout/55' })];
    const mock = stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/packages': () => json(200, testOffer()),
      'POST /api/payments': () => answers.shift()!(),
    });
    renderRoutes(routes, { at: '/credits/2' });
    await acceptConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'iDEAL' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'iDEAL' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/checkout/55'));
    const keys = () => callsTo(mock, 'POST', '/api/payments').map((c) => c.headers['Idempotency-Key']);
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(keys()[1] === keys()[0]).toBe(sameKey);
  });

  it('says when the package does not exist', async () => {
    serve(() => testPayment());
    renderRoutes(routes, { at: '/credits/99' });
    expect(await screen.findByText('This package is not available. Please choose one of the current packages.')).toBeInTheDocument();
  });
});
