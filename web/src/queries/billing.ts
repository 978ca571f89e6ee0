import { useEffect, useRef, useState } from 'react';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkDiscountCode,
  createDirectDebit,
  createPayment,
  getOffer,
  getPayment,
  getTimeBonus,
  getTransaction,
  getTransactions,
  getWelcomeDiscount,
  refundTransaction,
  repeatPayment,
  sendDirectDebitCode,
  type DirectDebitOrder,
  type Payment,
  type PaymentInput,
} from '../api/billing';
import { ApiError } from '../api/client';
import { attemptEnded, attemptKeys } from '../lib/idempotency';
import { userKeys } from './user';
import { useUser } from './siteState';

// Every key starts with 'billing': logging out forgets them all (queries/user.ts), so
// that no offer, discount or time bonus of one member survives into the next session.
export const billingKeys = {
  all: ['billing'] as const,
  offer: (userId: number) => ['billing', 'offer', userId] as const,
  payment: (paymentId: number) => ['billing', 'payment', paymentId] as const,
  transactions: ['billing', 'transactions'] as const,
  transaction: (paymentId: number) => ['billing', 'transaction', paymentId] as const,
  discount: (code: string) => ['billing', 'discount', code] as const,
  welcome: (userId: number) => ['billing', 'welcome', userId] as const,
  timeBonus: (userId: number) => ['billing', 'timeBonus', userId] as const,
};

/** paymentPollMs is how often the return screen asks about an open payment, should the live event not come. */
export const paymentPollMs = 4_000;
/** directDebitPollMs is the slower pace for a direct debit, which stays pending until the bank collects it. */
export const directDebitPollMs = 30_000;

/** isOpenPayment tells whether a payment may still change: open or pending at the provider. */
export const isOpenPayment = (p: Pick<Payment, 'status'>) => p.status === 'open' || p.status === 'pending';

/** useOfferQuery loads the packages, methods, discount and stored-card flag; visitors get their country's packages. */
export function useOfferQuery() {
  const user = useUser();
  return useQuery({ queryKey: billingKeys.offer(user?.id ?? 0), queryFn: ({ signal }) => getOffer(signal), staleTime: 30_000 });
}

/**
 * refreshAfterPayment reloads what a finished payment changes: the member (credits,
 * premium), the offer (no more first-purchase discount), the transactions and the
 * time bonus; never the payment itself.
 */
export async function refreshAfterPayment(qc: QueryClient): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: userKeys.me }),
    qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'billing' && q.queryKey[1] !== 'payment' }),
  ]);
}

/**
 * usePaymentQuery follows one payment for the return screen. While it is open or
 * pending it asks again every few seconds (the live 'payment' event usually comes
 * first); once it has settled, the member and the billing data reload.
 */
export function usePaymentQuery(paymentId: number) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: billingKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    refetchInterval: (q) => {
      const p = q.state.data;
      if (!p || !isOpenPayment(p)) return false;
      return p.method === 'sdd' ? directDebitPollMs : paymentPollMs;
    },
  });
  const status = query.data?.status;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!status || status === seen.current) return;
    const first = seen.current === undefined;
    seen.current = status;
    // A settled payment seen for the first time may have credited the member just now.
    if (!isOpenPayment({ status }) || !first) void refreshAfterPayment(qc);
  }, [status, qc]);
  return query;
}

export function useTransactionsQuery() {
  return useQuery({ queryKey: billingKeys.transactions, queryFn: ({ signal }) => getTransactions(signal), staleTime: 10_000 });
}

export function useTransactionQuery(paymentId: number) {
  return useQuery({ queryKey: billingKeys.transaction(paymentId), queryFn: ({ signal }) => getTransaction(paymentId, signal), staleTime: 10_000 });
}

/** useDiscountCheckQuery checks a code the member typed; an empty code asks nothing. */
export function useDiscountCheckQuery(code: string) {
  return useQuery({ queryKey: billingKeys.discount(code), queryFn: ({ signal }) => checkDiscountCode(code, signal), enabled: code !== '', staleTime: 60_000 });
}

/**
 * useWelcomeDiscountQuery loads the welcome code when enabled. Its errors are ignored
 * (SPEC §7, §8): a member without one simply sees no banner.
 */
export function useWelcomeDiscountQuery(enabled: boolean) {
  const user = useUser();
  return useQuery({
    queryKey: billingKeys.welcome(user?.id ?? 0),
    queryFn: ({ signal }) => getWelcomeDiscount(signal),
    enabled: enabled && user !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * useTimeBonusQuery loads TIMEBONUS25 with the seconds the server counts, for a
 * logged-in member who has not paid (SPEC §4, §6). Errors mean no bonus.
 */
export function useTimeBonusQuery() {
  const user = useUser();
  return useQuery({
    queryKey: billingKeys.timeBonus(user?.id ?? 0),
    queryFn: ({ signal }) => getTimeBonus(signal),
    enabled: user !== null && !user.paid_user,
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * usePaymentKeys keeps one Idempotency-Key per checkout attempt of a screen: sending
 * the same order again (a second click, a retry after a lost answer) repeats its key,
 * and the server answers the payment it made instead of making another.
 */
function usePaymentKeys() {
  const [keys] = useState(() => attemptKeys());
  return {
    keyFor: (request: unknown) => keys.keyFor(request),
    /** settle ends the attempt on an answer (err null or an ApiError), not on a lost one. */
    settle: (err: unknown) => {
      if (attemptEnded(err instanceof ApiError ? err.status : err === null ? 200 : undefined)) keys.finish();
    },
  };
}

/** useCreatePaymentMutation creates a payment; the caller sends the browser to its checkout. */
export function useCreatePaymentMutation() {
  const qc = useQueryClient();
  const keys = usePaymentKeys();
  return useMutation({
    mutationFn: (input: PaymentInput) => createPayment(input, keys.keyFor(input)),
    onSettled: (_data, err) => keys.settle(err),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.transactions }),
  });
}

/** useRepeatPaymentMutation buys a package with the stored card, without a checkout. */
export function useRepeatPaymentMutation() {
  const qc = useQueryClient();
  const keys = usePaymentKeys();
  return useMutation({
    mutationFn: ({ packageId, consent }: { packageId: number; consent: { accept_terms: boolean; immediate_delivery: boolean } }) =>
      repeatPayment(packageId, consent, keys.keyFor({ repeat: packageId })),
    onSettled: (_data, err) => keys.settle(err),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.transactions }),
  });
}

export function useSendDirectDebitCodeMutation() {
  return useMutation({ mutationFn: (phone: string) => sendDirectDebitCode(phone) });
}

export function useDirectDebitMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (order: DirectDebitOrder) => createDirectDebit(order),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.transactions }),
  });
}

/** useRefundMutation refunds the unused credits of a payment; the receipt, the list and the balance reload. */
export function useRefundMutation(paymentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => refundTransaction(paymentId),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: billingKeys.transaction(paymentId) });
      void qc.invalidateQueries({ queryKey: billingKeys.transactions });
      void qc.invalidateQueries({ queryKey: userKeys.me });
    },
  });
}
