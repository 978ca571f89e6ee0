import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('keeps the two largest units', () => {
    expect(durationParts(0)).toEqual([{ unit: 'min', n: 0 }]);
    expect(durationParts(59 * 60 + 59)).toEqual([{ unit: 'min', n: 59 }]);
    expect(durationParts(3 * 3600 + 20 * 60)).toEqual([{ unit: 'h', n: 3 }, { unit: 'min', n: 20 }]);
    expect(durationParts(2 * 86400 + 5 * 3600 + 59)).toEqual([{ unit: 'd', n: 2 }, { unit: 'h', n: 5 }]);
    expect(durationParts(86400)).toEqual([{ unit: 'd', n: 1 }]);
  });
});
