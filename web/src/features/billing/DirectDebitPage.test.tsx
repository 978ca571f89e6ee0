import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../account/testing';
import { DirectDebitPage } from './DirectDebitPage';
import { acceptConsent, callsTo, consented, stubBilling, testOffer } from './testing';

afterEach(() => vi.unstubAllGlobals());

function serve(order: (body: unknown) => Response = () => json(201, { payment_id: 77, checkout_url: null }), otp: () => Response = () => json(200, { expires_at: '2026-11-23T10:10:00Z' })) {
  return stubBilling({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/packages': () => json(200, testOffer()),
    'POST /api/directdebit/otp': otp,
    'POST /api/directdebit': (_url, body) => order(body),
  });
}

const open = (at = '/directdebit?package=2') => renderRoutes({ '/directdebit': <DirectDebitPage />, '/credits/:id/:paymentmethod?': <p>Return screen</p> }, { at });

async function fill(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Account holder': 'Sanne de Vries',
    'Account number (IBAN)': 'NL91 ABNA 0417 1643 00',
    Street: 'Oudegracht',
    'House number': '12a',
    'Postal code': '3511 AB',
    'Town or city': 'Utrecht',
    'Mobile phone number': '+31612345678',
    ...overrides,
  };
  await acceptConsent();
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(await screen.findByLabelText(label), value);
  }
}

describe('the direct-debit form', () => {
  it('sends the SMS code, then orders and goes to the return screen', async () => {
    const mock = serve();
    const { router } = open();
    expect(await screen.findByText('100 credits')).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to +31612345678. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/directdebit/otp')[0]?.body).toEqual({ phone: '+31612345678' });
    await userEvent.type(screen.getByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/2/sdd'));
    expect(router.state.location.search).toBe('?payment_id=77');
    expect(callsTo(mock, 'POST', '/api/directdebit')[0]?.body).toEqual({
      package_id: 2,
      otp: '123456',
      account_holder: 'Sanne de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Oudegracht',
      house_number: '12a',
      zip: '3511 AB',
      city: 'Utrecht',
      phone: '+31612345678',
      ...consented,
    });
  });

  it('shows "Code invalid" under the code field', async () => {
    serve(() => apiError(400, { code: 'invalid', field: 'otp', key: 'otpInvalid' }));
    open();
    await fill();
    await userEvent.type(screen.getByLabelText('Code from the text message'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const field = screen.getByLabelText('Code from the text message');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Code invalid');
  });

  it('shows a refused IBAN under its field', async () => {
    serve(() => apiError(400, { code: 'invalid', field: 'iban', key: 'ibanInvalid' }));
    open();
    await fill();
    await userEvent.type(screen.getByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This IBAN is not valid. Please check it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number (IBAN)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the IBAN check to the server, sending the IBAN as banks write it', async () => {
    const mock = serve(() => apiError(400, { code: 'invalid', field: 'iban', key: 'ibanInvalid' }));
    open();
    await fill({ 'Account number (IBAN)': 'us64 sval 0000 0000 0001 23' });
    await userEvent.type(screen.getByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This IBAN is not valid. Please check it.')).toBeInTheDocument();
    const [call] = callsTo(mock, 'POST', '/api/directdebit');
    expect(call?.body).toMatchObject({ iban: 'US64SVAL00000000000123' });
  });

  it('names an empty field', async () => {
    const mock = serve();
    open();
    await fill({ Street: '' });
    await userEvent.type(screen.getByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Please fill in this field.');
    expect(callsTo(mock, 'POST', '/api/directdebit')).toHaveLength(0);
  });

  it('says when the account is blocked for direct debit', async () => {
    serve(undefined, () => apiError(403, { code: 'forbidden', key: 'directDebitBlocked' }));
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked for direct debit payments.');
  });

  it('says when the limit of open direct debits is reached', async () => {
    serve(() => apiError(409, { code: 'conflict', key: 'directDebitLimit' }));
    open();
    await fill();
    await userEvent.type(screen.getByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached the limit for open direct debit payments.');
  });

  it('asks for a package when none is given', async () => {
    serve();
    open('/directdebit');
    expect(await screen.findByText('This package is not available. Please choose one of the current packages.')).toBeInTheDocument();
  });
});
