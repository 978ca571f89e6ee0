import { describe, expect, it } from 'vitest';
import { audienceQuery, parseSlug } from './slug';

describe('parseSlug', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['women', { gender: 'female' }],
    ['Men', { gender: 'male' }],
    ['singles', {}],
    ['women-30-45', { gender: 'female', minAge: 30, maxAge: 45 }],
    ['30-45', { minAge: 30, maxAge: 45 }],
    ['men-50-plus', { gender: 'male', minAge: 50, maxAge: 99 }],
    ['utrecht', { place: 'utrecht' }],
    ['women-in-utrecht', { gender: 'female', place: 'utrecht' }],
    ['men-25-35-noord-holland', { gender: 'male', minAge: 25, maxAge: 35, place: 'noord-holland' }],
    ['all-nl-ut', { place: 'nl-ut' }],
  ])('reads %s', (slug, want) => {
    expect(parseSlug(slug)).toEqual(want);
  });

  it.each(['women-45-30', 'women-17-30', 'women-30', 'men-30-45-12', 'women_30', 'women--30', 'drop table', 'x'.repeat(61), 'women-30-4x'])(
    'falls back to everyone for %s',
    (slug) => {
      expect(parseSlug(slug)).toEqual({});
    },
  );

  it('asks the server with the audience only', () => {
    expect(audienceQuery(parseSlug('women-30-45-bayern'))).toEqual({ gender: 'female', min_age: 30, max_age: 45, place: 'bayern' });
    expect(audienceQuery({})).toEqual({});
  });
});
