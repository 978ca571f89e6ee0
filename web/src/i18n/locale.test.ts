import { describe, expect, it } from 'vitest';
import { initialLocale } from './locale';

describe('initialLocale', () => {
  it('takes the cookie first', () => {
    expect(initialLocale('de', 'nl', ['fr'])).toEqual({ locale: 'de', fromDomain: false });
  });
  it("takes the site's domain language when no cookie is set", () => {
    expect(initialLocale(undefined, 'nl', ['fr-FR'])).toEqual({ locale: 'nl', fromDomain: true });
  });
  it('ignores an unsupported domain language', () => {
    expect(initialLocale(undefined, 'pt', ['fr-FR'])).toEqual({ locale: 'fr', fromDomain: false });
  });
  it('takes the first supported browser language', () => {
    expect(initialLocale(undefined, '', ['pt-BR', 'it-CH', 'de'])).toEqual({ locale: 'it', fromDomain: false });
  });
  it('ignores a cookie with an unknown language', () => {
    expect(initialLocale('xx', '', ['pl'])).toEqual({ locale: 'pl', fromDomain: false });
  });
  it('defaults to English', () => {
    expect(initialLocale(undefined, undefined, ['ja'])).toEqual({ locale: 'en', fromDomain: false });
  });
});
