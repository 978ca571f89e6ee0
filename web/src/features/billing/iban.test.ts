import { describe, expect, it } from 'vitest';
import { formatIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('writes groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(normalizeIban(' NL91 abna-0417 ')).toBe('NL91ABNA0417');
  });
});
