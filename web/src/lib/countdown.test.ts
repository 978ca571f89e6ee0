import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('pads hours, minutes and seconds to two digits', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3600 + 2 * 60 + 3)).toBe('01:02:03');
    expect(formatCountdown(23 * 3600 + 59 * 60 + 59)).toBe('23:59:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
