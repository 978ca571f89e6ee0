import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { callsTo, stubBilling, testTransaction } from './testing';
import { TransactionPage } from './TransactionPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = { '/transactions/:id': <TransactionPage /> };
const quote = { eligible: true, credits: 30, amount: 1197, currency: 'EUR', until: '2026-12-07T10:00:00Z', why: null };
const refund = { id: 7, payment_id: 41, kind: 'member' as const, amount: 1197, currency: 'EUR', credits: 30, status: 'refunded' as const, created_at: '2026-11-24T10:00:00Z' };

describe('refunding unused credits', () => {
  it('offers the unused credits pro rata, asks to confirm, then refunds', async () => {
    let refunded = false;
    const mock = stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/transactions/41': () =>
        json(200, testTransaction(refunded ? { refund: { ...quote, eligible: false, why: 'refunded' }, refunds: [refund] } : { refund: quote, refunds: [] })),
      'POST /api/transactions/41/refund': () => {
        refunded = true;
        return json(201, { refund, credits: 70 });
      },
    });
    renderRoutes(routes, { at: '/transactions/41' });
    expect(await screen.findByText(/30 unused credits of this purchase can be refunded: €11\.97\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund unused credits' }));
    expect(screen.getByText('Refund €11.97? 30 credits will be taken from your balance.')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/transactions/41/refund')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refunded €11.97; 30 credits were taken from your balance.');
    expect(callsTo(mock, 'POST', '/api/transactions/41/refund')).toHaveLength(1);
    expect(await screen.findByText(/Refund of unused credits/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund unused credits' })).not.toBeInTheDocument();
  });

  it('says why there is nothing to refund', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/transactions/41': () => json(200, testTransaction({ refund: { ...quote, eligible: false, credits: 0, amount: 0, why: 'spent' }, refunds: [] })),
    });
    renderRoutes(routes, { at: '/transactions/41' });
    expect(await screen.findByText('All credits of this purchase have been used, so there is nothing left to refund.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund unused credits' })).not.toBeInTheDocument();
  });

  it('shows the translated refusal of the server', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/transactions/41': () => json(200, testTransaction({ refund: quote, refunds: [] })),
      'POST /api/transactions/41/refund': () => apiError(409, { code: 'conflict', key: 'refund_expired' }),
    });
    renderRoutes(routes, { at: '/transactions/41' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund unused credits' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The refund period for this purchase has ended.');
  });
});
