import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';
import { parsePrices, pricesText } from './moneyForm';

const pkg = { id: 2, credits: 50, popular: true, position: 2, active: true, prices: { EUR: 1995, GBP: 1695 }, payments: 3 };

const fieldError = (field: string, key: string, params?: object) => {
  const e = { code: 'invalid', field, key, params, message: 'refused' };
  return json(400, { error: e, fields: [e] });
};

describe('money screens', () => {
  it('reads and writes prices as lines', () => {
    expect(pricesText({ GBP: 1695, EUR: 1995 })).toBe('EUR 1995\nGBP 1695');
    expect(parsePrices('eur 995\n\nGBP=895')).toEqual({ EUR: 995, GBP: 895 });
    expect(parsePrices('EUR 9.95')).toBeNull();
  });

  it('edits, adds and disables packages with a reason', async () => {
    const api = stubAdminApi({
      'GET /api/admin/packages': () => json(200, [pkg]),
      'PUT /api/admin/packages/2': (_u, body) =>
        (body as { credits: number }).credits > 0 ? json(200, { ...pkg, ...(body as object) }) : fieldError('credits', 'siteFieldRange', { min: 1, max: 100000 }),
      'POST /api/admin/packages': () => json(201, { ...pkg, id: 5 }),
      'POST /api/admin/packages/2/disable': () => json(200, { ...pkg, active: false }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/packages');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('Most popular')).toBeInTheDocument();
    expect(within(row).getByText(/19[.,]95/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the package of 50 credits' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit package' });
    const credits = within(dialog).getByLabelText('Credits');
    await user.clear(credits);
    await user.type(credits, '0');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fix');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give a number from 1 to 100000.')).toBeInTheDocument();
    await user.clear(credits);
    await user.type(credits, '60');
    const prices = within(dialog).getByLabelText('Prices');
    await user.clear(prices);
    await user.type(prices, 'EUR 2195');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add package' });
    expect(callsTo(api, 'PUT', '/api/admin/packages/2').at(-1)!.body).toEqual({ credits: 60, position: 2, popular: true, active: true, prices: { EUR: 2195 }, reason: 'Fix' });

    await user.click(screen.getByRole('button', { name: 'Disable the package of 50 credits' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable the package of 50 credits?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Old offer');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await screen.findByRole('button', { name: 'Add package' });
    expect(callsTo(api, 'POST', '/api/admin/packages/2/disable')[0]!.body).toEqual({ reason: 'Old offer' });
  });

  it('creates a discount code with its limits, answers a taken code at its field, and expires one now', async () => {
    const code = {
      code: 'SPRING',
      percentage: 10,
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 1995,
      payment_methods: ['ideal'],
      validity: 'unlimited',
      expires: null,
      user_id: 0,
      state: 'active',
    };
    let taken = false;
    const api = stubAdminApi({
      'GET /api/admin/discounts': (url) => json(200, url.searchParams.get('status') === 'expired' ? [] : [code]),
      'POST /api/admin/discounts': () => {
        if (taken) return json(409, { error: { code: 'conflict', field: 'code', key: 'discountExists', message: 'taken' } });
        taken = true;
        return json(201, code);
      },
      'POST /api/admin/discounts/SPRING/expire': () => json(200, { ...code, state: 'expired' }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/discounts');
    expect(await screen.findByText('SPRING')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New code' });
    await user.type(within(form).getByLabelText('Code'), 'spring');
    await user.clear(within(form).getByLabelText('Discount (%)'));
    await user.type(within(form).getByLabelText('Discount (%)'), '10');
    await user.type(within(form).getByLabelText('Country'), 'NL');
    await user.type(within(form).getByLabelText('Currency'), 'EUR');
    await user.type(within(form).getByLabelText('Minimum order (cents)'), '1995');
    await user.type(within(form).getByLabelText('Payment methods'), 'ideal, sdd');
    await user.selectOptions(within(form).getByLabelText('Use'), 'unlimited');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create the code SPRING?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Spring sale');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await screen.findByRole('form', { name: 'New code' });
    expect(callsTo(api, 'POST', '/api/admin/discounts')[0]!.body).toEqual({
      code: 'spring',
      percentage: 10,
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 1995,
      payment_methods: ['ideal', 'sdd'],
      validity: 'unlimited',
      reason: 'Spring sale',
    });

    await user.type(within(form).getByLabelText('Code'), 'SPRING');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    dialog = await screen.findByRole('dialog', { name: 'Create the code SPRING?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('This code exists already.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expire SPRING now' }));
    dialog = await screen.findByRole('dialog', { name: 'Expire SPRING now?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Ended');
    await user.click(within(dialog).getByRole('button', { name: 'Expire now' }));
    await screen.findByRole('form', { name: 'New code' });
    expect(callsTo(api, 'POST', '/api/admin/discounts/SPRING/expire')[0]!.body).toEqual({ reason: 'Ended' });

    await user.selectOptions(screen.getByLabelText('State'), 'expired');
    expect(await screen.findByText('No codes.')).toBeInTheDocument();
  });

  it('blocks an IBAN (refused IBANs answered at the field) and removes an entry', async () => {
    const entry = { kind: 'iban', value: 'NL91**********4300', reason: 'Fraud', ref: 'abc123', created_at: '2026-11-26T04:00:00Z' };
    const api = stubAdminApi({
      'GET /api/admin/direct-debit-blocks': () => json(200, [entry]),
      'POST /api/admin/direct-debit-blocks': (_u, body) =>
        (body as { value: string }).value.endsWith('01') ? fieldError('iban', 'ibanInvalid') : json(201, entry),
      'POST /api/admin/direct-debit-blocks/abc123/remove': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/blocklist');
    expect(await screen.findByText('NL91**********4300')).toBeInTheDocument();
    const value = screen.getByLabelText('IBAN or phone number');
    await user.type(value, 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    let dialog = await screen.findByRole('dialog', { name: 'Block for direct debit?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('This IBAN is not valid.')).toBeInTheDocument();
    expect(value).toHaveClass('is-invalid');

    await user.click(screen.getByRole('button', { name: 'Remove NL91**********4300 from the blocklist' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove NL91**********4300 from the blocklist?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('form', { name: 'Block an IBAN or phone number' });
    expect(callsTo(api, 'POST', '/api/admin/direct-debit-blocks/abc123/remove')[0]!.body).toEqual({ reason: 'Cleared' });
    expect(callsTo(api, 'POST', '/api/admin/direct-debit-blocks')[0]!.body).toEqual({ kind: 'iban', value: 'NL91 ABNA 0417 1643 01', reason: 'Fraud' });
  });
});
