import { describe, expect, it } from 'vitest';
import { testUser } from '../account/testing';
import { answersFromSearch, defaultAnswers, searchOf } from './answers';

describe('match finder answers', () => {
  it('start from the profile: who the member looks for, ten years either side, 50 km, their interests', () => {
    const user = testUser({ profile: { ...testUser().profile, age: 24, looking_for: 'female' } });
    expect(defaultAnswers(user, 18, ['wine'])).toEqual({ looking_for: 'female', min_age: 18, max_age: 34, distance: 50, region: '', interests: ['wine'] });
  });

  it('go through the query string and back', () => {
    const a = { looking_for: 'male', min_age: 30, max_age: 45, distance: 0, region: 'NL-UT', interests: ['wine', 'hiking'] } as const;
    const params = searchOf({ ...a, interests: [...a.interests] });
    expect(params.toString()).toBe('looking_for=male&min_age=30&max_age=45&region=NL-UT&interests=wine%2Chiking');
    expect(answersFromSearch(params, 18)).toEqual(a);
  });

  it('are clamped to what the match finder offers', () => {
    expect(answersFromSearch(new URLSearchParams('looking_for=both&min_age=5&max_age=300&distance=33'), 18)).toEqual({
      looking_for: 'both', min_age: 18, max_age: 99, distance: 0, region: '', interests: [],
    });
    expect(answersFromSearch(new URLSearchParams('min_age=30'), 18)).toBeNull();
  });
});
