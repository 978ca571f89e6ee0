import { useNavigate } from 'react-router';
import type { PaymentMethod } from '../../api/billing';
import { useCreatePaymentMutation } from '../../queries/billing';
import type { Consent } from './useConsent';

/** browser leaves the app for a checkout page; tests replace go. */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};

/** directDebitPath is the direct-debit form for a package, with the discount code to use. */
export function directDebitPath(packageId: number, code?: string): string {
  const q = new URLSearchParams({ package: String(packageId) });
  if (code) q.set('code', code);
  return `/directdebit?${q}`;
}

/** returnPath is the return screen of a payment. */
export const returnPath = (packageId: number, method: PaymentMethod, paymentId: number) => `/credits/${packageId}/${method}?payment_id=${paymentId}`;

/**
 * usePay starts paying a package with a method: it creates the payment and sends the
 * browser to the provider's checkout (or to the return screen when none is needed).
 * Direct debit has its own form.
 */
export function usePay() {
  const create = useCreatePaymentMutation();
  const navigate = useNavigate();
  const pay = (packageId: number, method: PaymentMethod, consent: Consent, code?: string) => {
    if (method === 'sdd') {
      void navigate(directDebitPath(packageId, code));
      return;
    }
    create.mutate(
      { package_id: packageId, method, ...consent, ...(code ? { discount_code: code } : {}) },
      {
        onSuccess: (checkout) => {
          if (checkout.checkout_url) browser.go(checkout.checkout_url);
          else void navigate(returnPath(packageId, method, checkout.payment_id));
        },
      },
    );
  };
  // The button of the chosen method stays busy until the checkout page opens.
  const busyWith = create.isPending || create.isSuccess ? create.variables?.method : undefined;
  return { pay, busyWith, error: create.error, reset: create.reset };
}
