import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { stubBilling, testPayment, testTransaction } from './testing';
import { TransactionPage } from './TransactionPage';
import { TransactionsPage } from './TransactionsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = { '/transactions': <TransactionsPage />, '/transactions/:id': <TransactionPage />, '/credits': <p>Packages</p> };

describe('the transactions', () => {
  it('lists every payment with date, credits, method, amount and status', async () => {
    stubBilling({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/transactions': () =>
        json(200, {
          transactions: [
            testPayment({ payment_id: 42, status: 'failed', method: 'creditcard', credits: 250, amount: 3999, paid_at: null }),
            testPayment({ payment_id: 41 }),
          ],
        }),
    });
    renderRoutes(routes, { at: '/transactions' });
    const rows = await screen.findAllByTestId('transaction');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('250 credits');
    expect(rows[0]).toHaveTextContent('Credit card');
    expect(rows[0]).toHaveTextContent('€39.99');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('iDEAL');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/transactions/41');
    expect(within(rows[1]!).getByText(/23 Nov 2026/)).toBeInTheDocument();
  });

  it('invites to buy when there are none', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/transactions': () => json(200, { transactions: [] }) });
    renderRoutes(routes, { at: '/transactions' });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });
});

describe('the receipt', () => {
  it('shows the company, net, VAT and gross and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/transactions/41': () => json(200, testTransaction()) });
    renderRoutes(routes, { at: '/transactions/41' });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    for (const text of ['Amora Media B.V.', 'Keizersgracht 123', '1015 CJ Amsterdam', 'Netherlands', 'Chamber of Commerce no. 87654321', 'VAT no. NL864512345B01']) {
      expect(receipt).toHaveTextContent(text);
    }
    expect(within(receipt).getByRole('row', { name: 'Subtotal excl. VAT €16.52' })).toBeInTheDocument();
    expect(within(receipt).getByRole('row', { name: 'VAT 21% €3.47' })).toBeInTheDocument();
    expect(within(receipt).getByRole('row', { name: 'Total incl. VAT €19.99' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('tr_WDqYK6vllg');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is no receipt for a payment that failed', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/transactions/41': () => json(200, testTransaction({ status: 'failed', paid_at: null })) });
    renderRoutes(routes, { at: '/transactions/41' });
    expect(await screen.findByRole('heading', { name: 'Payment details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when it cannot be found', async () => {
    stubBilling({ 'GET /api/user': () => json(200, testUser()), 'GET /api/transactions/41': () => apiError(404, { code: 'not_found' }) });
    renderRoutes(routes, { at: '/transactions/41' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payments' })).toHaveAttribute('href', '/transactions');
  });
});
