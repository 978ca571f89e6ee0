import { describe, expect, it } from 'vitest';
import { audienceQuery, parseSlug } from './slug';
import slugs from './slugs.json';

// The cases are shared with the server's reader (internal/httpapi/landerslug_test.go).
describe('parseSlug', () => {
  it.each(slugs.cases as [string, Record<string, string | number>][])('reads %s as the server does', (slug, want) => {
    expect(audienceQuery(parseSlug(slug))).toEqual(want);
  });

  it('reads no slug as everyone', () => {
    expect(parseSlug(undefined)).toEqual({});
  });

  it('reads the audience into its parts', () => {
    expect(parseSlug('men-25-35-noord-holland')).toEqual({ gender: 'male', minAge: 25, maxAge: 35, place: 'noord-holland' });
  });
});
