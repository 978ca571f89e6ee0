import { request } from './client';
import type { components } from './schema';

/** PaymentMethod is one of SPEC §3's 18 payment methods, by its id. */
export type PaymentMethod = components['schemas']['PaymentMethod'];

/** Package is a credit bundle with its price in cents before any discount. */
export type Package = components['schemas']['Package'];

/** Offer is what the credits screen shows: the packages, the methods of the member's country, the discount that applies now and whether a repeat order works. */
export type Offer = components['schemas']['Offer'];

/** Checkout is a created payment and where to pay it (null: no checkout, follow the payment). */
export type Checkout = components['schemas']['Checkout'];

/** Payment is one of the member's payments in any state. */
export type Payment = components['schemas']['Payment'];
export type PaymentStatus = Payment['status'];

/** Transaction is a payment with its receipt lines (net, VAT, gross). */
export type Transaction = components['schemas']['Transaction'];

/** DiscountCode is a code as the server checked it (SPEC §3 fields), with the seconds it has left. */
export type DiscountCode = components['schemas']['DiscountCode'];

/** DirectDebitOrder is the direct-debit form as POST /api/directdebit takes it. */
export type DirectDebitOrder = components['schemas']['DirectDebitOrder'];

export interface PaymentInput {
  package_id: number;
  method: PaymentMethod;
  discount_code?: string;
}

export const getOffer = (signal?: AbortSignal) => request<Offer>('GET', '/api/packages', { signal });

/** idempotent is the header that makes a repeated request answer the payment it created. */
const idempotent = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

export const createPayment = (input: PaymentInput, idempotencyKey?: string) =>
  request<Checkout>('POST', '/api/payments', { body: input, headers: idempotent(idempotencyKey) });

export const getPayment = (paymentId: number, signal?: AbortSignal) => request<Payment>('GET', `/api/payments/${paymentId}`, { signal });

/** repeatPayment buys a package with the stored card mandate, without a checkout. */
export const repeatPayment = (packageId: number, idempotencyKey?: string) =>
  request<Checkout>('POST', '/api/payments/repeat', { body: { package_id: packageId }, headers: idempotent(idempotencyKey) });

export const getTransactions = (signal?: AbortSignal) =>
  request<{ transactions: Payment[] }>('GET', '/api/transactions', { signal }).then((r) => r.transactions);

export const getTransaction = (paymentId: number, signal?: AbortSignal) => request<Transaction>('GET', `/api/transactions/${paymentId}`, { signal });

/** checkDiscountCode asks whether a code the member typed may be used. */
export const checkDiscountCode = (code: string, signal?: AbortSignal) => request<DiscountCode>('GET', '/api/discountcode', { query: { code }, signal });

/** getWelcomeDiscount loads the member's welcome code: 25 % off the first purchase, for a limited time. */
export const getWelcomeDiscount = (signal?: AbortSignal) => request<DiscountCode>('GET', '/api/discountcode', { query: { welcome: 'true' }, signal });

/** getTimeBonus loads TIMEBONUS25 while it applies, with the seconds left as the server counts them. */
export const getTimeBonus = (signal?: AbortSignal) => request<DiscountCode>('GET', '/api/discountcode', { query: { time_bonus: 'true' }, signal });

/** sendDirectDebitCode sends the SMS code that confirms a direct debit. */
export const sendDirectDebitCode = (phone: string) => request<{ expires_at: string }>('POST', '/api/directdebit/otp', { body: { phone } });

export const createDirectDebit = (order: DirectDebitOrder) => request<Checkout>('POST', '/api/directdebit', { body: order });
