import type { DiscountCode, Package, PaymentMethod } from '../../api/billing';
import { languageInfo, toLanguage } from '../../i18n/languages';

/** localeOf is the number locale of an interface language ("nl" → "nl-NL"). */
export function localeOf(language: string): string {
  return languageInfo[toLanguage(language) ?? 'en'].iso;
}

/** formatMoney writes cents of a currency the way the member's language does ("€ 19,99"). */
export function formatMoney(cents: number, currency: string, language: string, fractionDigits?: { min: number; max: number }): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits?.min,
    maximumFractionDigits: fractionDigits?.max,
  }).format(cents / 100);
}

/** formatUnitPrice writes a price per credit or per message, rounded to the cent (issue 22: never "€0.498"). */
export function formatUnitPrice(cents: number, currency: string, language: string): string {
  return formatMoney(Math.round(cents), currency, language, { min: 2, max: 2 });
}

/** pricePerCredit is a package's price for one credit, in (fractional) cents. */
export function pricePerCredit(pkg: Pick<Package, 'price' | 'credits'>, price = pkg.price): number {
  return pkg.credits > 0 ? price / pkg.credits : 0;
}

/**
 * discountFor tells whether a discount applies to a package (and, when known, a
 * method), as the server will check it: active, not expired, the currency, the
 * minimum order value and the methods. The server decides; this is the preview.
 */
export function discountFor(discount: DiscountCode | null | undefined, pkg: Pick<Package, 'price' | 'currency'>, method?: PaymentMethod): DiscountCode | null {
  if (!discount || discount.status !== 'active' || discount.expired) return null;
  if (discount.currency && discount.currency !== pkg.currency) return null;
  if (discount.minimum_order_value > 0 && pkg.price < discount.minimum_order_value) return null;
  if (method && discount.paymentmethods.length > 0 && !discount.paymentmethods.includes(method)) return null;
  return discount;
}

/** discounted is a price after a percentage off, rounded to the cent. */
export function discounted(price: number, percentage: number): number {
  return Math.round((price * (100 - percentage)) / 100);
}

/** priceOf is what a package costs with the discount, if it applies. */
export function priceOf(pkg: Package, discount: DiscountCode | null | undefined, method?: PaymentMethod): number {
  const d = discountFor(discount, pkg, method);
  return d ? discounted(pkg.price, d.value_percentage) : pkg.price;
}

/** formatDateTime writes a moment as the member's language writes a date and time. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * codeProblem is the errors key of a reason the code the server returned cannot be used
 * by this member at all (expired, switched off, another country); null when it can.
 * Minimum order value and methods depend on the order and are shown as conditions.
 */
export function codeProblem(code: DiscountCode, country: string | undefined): string | null {
  if (code.expired) return 'discountExpired';
  if (code.status !== 'active') return 'discountNotFound';
  if (code.country && country && code.country.toUpperCase() !== country.toUpperCase()) return 'discountCountry';
  return null;
}

/** formatPercent writes a whole percentage as the language does ("25%", "25 %"); signed adds the plus. */
export function formatPercent(percent: number, language: string, signed = false): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', signDisplay: signed ? 'exceptZero' : 'auto' }).format(percent / 100);
}
