import { api, unwrap } from './client';
import type { components, operations } from './schema';

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

/** PaymentInput is the order of POST /api/payments: a package, a method and maybe a discount code. */
export type PaymentInput = operations['createPayment']['requestBody']['content']['application/json'];

export const getOffer = (signal?: AbortSignal) => unwrap(api.GET('/api/packages', { signal }), '/api/packages');

/** idempotent is the header that makes a repeated request answer the payment it created (and lets the query client retry it). */
const idempotent = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

export const createPayment = (input: PaymentInput, idempotencyKey?: string) =>
  unwrap(api.POST('/api/payments', { body: input, params: { header: idempotent(idempotencyKey) } }), '/api/payments');

export const getPayment = (paymentId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/payments/{paymentId}', { params: { path: { paymentId } }, signal }), '/api/payments/{paymentId}');

/** repeatPayment buys a package with the stored card mandate, without a checkout. */
export const repeatPayment = (packageId: number, consent: { accept_terms: boolean; immediate_delivery: boolean }, idempotencyKey?: string) =>
  unwrap(api.POST('/api/payments/repeat', { body: { package_id: packageId, ...consent }, params: { header: idempotent(idempotencyKey) } }), '/api/payments/repeat');

export const getTransactions = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/transactions', { signal }), '/api/transactions').then((r) => r.transactions);

export const getTransaction = (paymentId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/transactions/{paymentId}', { params: { path: { paymentId } }, signal }), '/api/transactions/{paymentId}');

const discountcode = (query: NonNullable<operations['getDiscountCode']['parameters']['query']>, signal?: AbortSignal) =>
  unwrap(api.GET('/api/discountcode', { params: { query }, signal }), '/api/discountcode');

/** checkDiscountCode asks whether a code the member typed may be used. */
export const checkDiscountCode = (code: string, signal?: AbortSignal) => discountcode({ code }, signal);

/** getWelcomeDiscount loads the member's welcome code: 25 % off the first purchase, for a limited time. */
export const getWelcomeDiscount = (signal?: AbortSignal) => discountcode({ welcome: true }, signal);

/** getTimeBonus loads TIMEBONUS25 while it applies, with the seconds left as the server counts them. */
export const getTimeBonus = (signal?: AbortSignal) => discountcode({ time_bonus: true }, signal);

/** sendDirectDebitCode sends the SMS code that confirms a direct debit. */
export const sendDirectDebitCode = (phone: string) => unwrap(api.POST('/api/directdebit/otp', { body: { phone } }), '/api/directdebit/otp');

export const createDirectDebit = (order: DirectDebitOrder) => unwrap(api.POST('/api/directdebit', { body: order }), '/api/directdebit');

/** refundTransaction refunds the unused credits of one of the member's payments. */
export const refundTransaction = (paymentId: number) =>
  unwrap(api.POST('/api/transactions/{paymentId}/refund', { params: { path: { paymentId } } }), '/api/transactions/{paymentId}/refund');

export type RefundQuote = components['schemas']['RefundQuote'];
export type Refund = components['schemas']['Refund'];
