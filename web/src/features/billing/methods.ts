import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../api/billing';

// Brand names stay as their owners write them in every language; the generic methods
// (card, direct debit, bank transfer) are translated. "prezelewy24" is SPEC §3's
// spelling of the id; the brand is Przelewy24.
const brandNames: Partial<Record<PaymentMethod, string>> = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'EPS',
};

/** genericMethods are translated under billing:methods.*. */
export const genericMethods = ['creditcard', 'sdd', 'sct'] as const satisfies readonly PaymentMethod[];

/** methodName is how the member reads a payment method. */
export function methodName(t: TFunction, method: PaymentMethod): string {
  return brandNames[method] ?? t(`billing:methods.${method}`);
}

export interface MethodLook {
  /** the short mark on the badge, or the icon's name for the generic methods */
  mark: string;
  background: string;
  color: string;
  icon?: 'card' | 'bank';
}

// Simple marks in each brand's colour, drawn here: nothing is downloaded.
export const methodLooks: Record<PaymentMethod, MethodLook> = {
  ideal: { mark: 'iD', background: '#cc0066', color: '#fff' },
  bancontact: { mark: 'BC', background: '#005498', color: '#ffd800' },
  paypal: { mark: 'PP', background: '#003087', color: '#fff' },
  visa: { mark: 'VISA', background: '#1a1f71', color: '#fff' },
  mastercard: { mark: 'MC', background: '#231f20', color: '#fff' },
  maestro: { mark: 'MA', background: '#0099df', color: '#fff' },
  creditcard: { mark: '', background: '#495057', color: '#fff', icon: 'card' },
  cartebancaire: { mark: 'CB', background: '#0a4c8c', color: '#fff' },
  nexi: { mark: 'nexi', background: '#2d32aa', color: '#fff' },
  applepay: { mark: 'Pay', background: '#000', color: '#fff' },
  paysafecard: { mark: 'psc', background: '#008ac9', color: '#fff' },
  sofort: { mark: 'SO', background: '#ef809f', color: '#fff' },
  giropay: { mark: 'gp', background: '#000268', color: '#fff' },
  eps: { mark: 'eps', background: '#c8036f', color: '#fff' },
  blik: { mark: 'BLIK', background: '#000', color: '#fff' },
  prezelewy24: { mark: 'P24', background: '#d13239', color: '#fff' },
  sdd: { mark: '', background: '#2f6f4f', color: '#fff', icon: 'bank' },
  sct: { mark: '', background: '#5a4a8a', color: '#fff', icon: 'bank' },
};
