import { describe, expect, it } from 'vitest';
import { clock, waitTone } from './time';

describe('desk clocks', () => {
  it('formats waits and remaining claims', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.9)).toBe('1:05');
    expect(clock(3600 + 61)).toBe('1:01:01');
    expect(clock(-4)).toBe('0:00');
  });
  it('colours a wait', () => {
    expect(waitTone(299)).toBe('ok');
    expect(waitTone(300)).toBe('warn');
    expect(waitTone(600)).toBe('late');
    expect(waitTone(600, 15)).toBe('warn');
  });
});
