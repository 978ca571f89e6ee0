import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each(['NL91 ABNA 0417 1643 00', 'nl91abna0417164300', 'DE89 3704 0044 0532 0130 00', 'BE68 5390 0754 7034', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606'])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'NL92 ABNA 0417 1643 00'],
    ['a wrong length for the country', 'NL91 ABNA 0417 1643 0'],
    ['letters in the check digits', 'NLAB ABNA 0417 1643 00'],
    ['no country', '9100 ABNA 0417 1643 00'],
    ['nothing', ''],
  ])('refuses %s', (_case, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('writes groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(normalizeIban(' NL91 abna-0417 ')).toBe('NL91ABNA0417');
  });
});
