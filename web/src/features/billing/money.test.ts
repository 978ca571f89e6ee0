import { describe, expect, it } from 'vitest';
import { codeProblem, discounted, discountFor, formatMoney, formatPercent, formatUnitPrice, priceOf } from './money';
import { testDiscount, testPackage } from './testing';

describe('money', () => {
  // Intl puts no-break spaces between the amount and the symbol.
  const spaced = (s: string) => s.replace(/\s/g, ' ');
  it('writes prices the way each language does', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(spaced(formatMoney(1999, 'EUR', 'nl'))).toBe('€ 19,99');
    expect(spaced(formatMoney(1999, 'EUR', 'de'))).toBe('19,99 €');
    expect(spaced(formatMoney(4999, 'PLN', 'pl'))).toBe('49,99 zł');
  });

  it('shows a price per credit to a tenth of a cent when needed', () => {
    expect(formatUnitPrice(19.99, 'EUR', 'en')).toBe('€0.20');
    expect(formatUnitPrice(15.996, 'EUR', 'en')).toBe('€0.16');
    expect(formatUnitPrice(12.5, 'EUR', 'en')).toBe('€0.13');
    expect(formatUnitPrice(49.8, 'EUR', 'en')).toBe('€0.50'); // never €0.498 (issue 22)
  });

  it('writes percentages as the language does', () => {
    expect(formatPercent(25, 'en')).toBe('25%');
    expect(formatPercent(25, 'fr')).toMatch(/^25\s%$/);
    expect(formatPercent(46, 'en', true)).toBe('+46%');
  });

  it('takes the discount off to the cent', () => {
    expect(discounted(1999, 25)).toBe(1499);
    expect(priceOf(testPackage({ price: 1999 }), testDiscount())).toBe(1499);
    expect(priceOf(testPackage({ price: 1999 }), null)).toBe(1999);
  });

  it('applies a discount only where the server will', () => {
    const pkg = testPackage({ price: 1999, currency: 'EUR' });
    expect(discountFor(testDiscount(), pkg)).not.toBeNull();
    expect(discountFor(testDiscount({ expired: true }), pkg)).toBeNull();
    expect(discountFor(testDiscount({ status: 'inactive' }), pkg)).toBeNull();
    expect(discountFor(testDiscount({ currency: 'PLN' }), pkg)).toBeNull();
    expect(discountFor(testDiscount({ minimum_order_value: 2000 }), pkg)).toBeNull();
    expect(discountFor(testDiscount({ minimum_order_value: 1999 }), pkg)).not.toBeNull();
    expect(discountFor(testDiscount({ paymentmethods: ['ideal'] }), pkg, 'paypal')).toBeNull();
    expect(discountFor(testDiscount({ paymentmethods: ['ideal'] }), pkg, 'ideal')).not.toBeNull();
  });

  it('names why a typed code cannot be used', () => {
    expect(codeProblem(testDiscount(), 'NL')).toBeNull();
    expect(codeProblem(testDiscount({ expired: true }), 'NL')).toBe('discountExpired');
    expect(codeProblem(testDiscount({ country: 'DE' }), 'NL')).toBe('discountCountry');
    expect(codeProblem(testDiscount({ country: 'nl' }), 'NL')).toBeNull();
  });
});
