// Test helpers for the billing screens: the server's answers as the contract shapes them.
import type { DiscountCode, Offer, Package, Payment, Transaction } from '../../api/billing';

export function testPackage(overrides: Partial<Package> = {}): Package {
  return { id: 1, credits: 100, price: 1999, currency: 'EUR', popular: false, ...overrides };
}

export const testPackages = [
  testPackage({ id: 1, credits: 50, price: 1199 }),
  testPackage({ id: 2, credits: 100, price: 1999, popular: true }),
  testPackage({ id: 3, credits: 250, price: 3999 }),
];

export function testDiscount(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'WELCOME25',
    country: null,
    user_id: 7,
    expires: '2026-11-25T10:00:00Z',
    value_percentage: 25,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
    percentage: 25,
    minimum: 0,
    remaining_seconds: 86_400,
    ...overrides,
  };
}

export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return { currency: 'EUR', packages: testPackages, methods: ['ideal', 'creditcard', 'paypal', 'sdd'], discount: null, stored_card: false, message_cost: 1, ...overrides };
}

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    payment_id: 41,
    status: 'paid',
    credits: 100,
    method: 'ideal',
    amount: 1999,
    currency: 'EUR',
    package_id: 2,
    discount_code: null,
    discount_percentage: 0,
    created_at: '2026-11-23T10:00:00Z',
    paid_at: '2026-11-23T10:01:00Z',
    stored_card: false,
    ...overrides,
  };
}

export function testTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return { ...testPayment(), net: 1652, vat: 347, vat_rate: 21, country: 'NL', reference: 'tr_WDqYK6vllg', ...overrides };
}

/** stubBilling answers fetch from a table of "METHOD /path" handlers (see stubApi). */
export { stubApi as stubBilling, callsTo } from '../../test/stubApi';

/** acceptConsent ticks the checkout's two required boxes (terms, immediate delivery). */
export async function acceptConsent() {
  const { screen } = await import('@testing-library/react');
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /delivered immediately/ }));
}

/** consented is what a request carries once both boxes are ticked. */
export const consented = { accept_terms: true, immediate_delivery: true };
