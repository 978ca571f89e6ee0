import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingKeys } from '../../queries/billing';
import { userKeys } from '../../queries/user';
import { json, renderRoutes, testUser } from '../account/testing';
import { applyLiveEvent } from '../live/liveEvents';
import { RepeatOrderPage } from './RepeatOrderPage';
import { acceptConsent, callsTo, consented, stubBilling, testOffer, testPayment } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('the repeat order', () => {
  it('buys a package with the stored card in one click and follows the payment', async () => {
    const mock = stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/packages': () => json(200, testOffer({ stored_card: true })),
      'POST /api/payments/repeat': () => json(201, { payment_id: 56, checkout_url: null }),
      'GET /api/payments/56': () => json(200, testPayment({ payment_id: 56, status: 'pending', method: 'creditcard', stored_card: true, paid_at: null })),
    });
    const { router } = renderRoutes({ '/credits/repeat-order': <RepeatOrderPage /> }, { at: '/credits/repeat-order' });
    await acceptConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 100 credits now for €19.99' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment_id=56'));
    expect(callsTo(mock, 'POST', '/api/payments/repeat')[0]?.body).toEqual({ package_id: 2, ...consented });
    expect(await screen.findByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
  });

  it('says there is no saved card', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/packages': () => json(200, testOffer()) });
    renderRoutes({ '/credits/repeat-order': <RepeatOrderPage /> }, { at: '/credits/repeat-order' });
    expect(await screen.findByText(/You have no saved card yet\./)).toBeInTheDocument();
  });
});

describe('the live payment event', () => {
  it('reloads that payment and the member', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    await applyLiveEvent(qc, 'payment', JSON.stringify({ payment_id: 41, status: 'paid' }));
    expect(spy).toHaveBeenCalledWith({ queryKey: billingKeys.payment(41) });
    expect(spy).toHaveBeenCalledWith({ queryKey: userKeys.me });
  });

  it('reloads every payment when the event names none', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    await applyLiveEvent(qc, 'payment', 'not json');
    expect(spy).toHaveBeenCalledWith({ queryKey: ['billing', 'payment'] });
  });
});
