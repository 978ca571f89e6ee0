import { describe, expect, it } from 'vitest';
import { clockTime, dayLabel, daysAgo, listTime, localeOf } from './chatTime';

// Local times, so that the test holds in any time zone.
const now = new Date(2026, 10, 24, 15, 30);
const at = (d: number, h = 9, min = 5, month = 10, y = 2026) => new Date(y, month, d, h, min).toISOString();

describe('chat times', () => {
  it('map interface languages to Intl locales', () => {
    expect(localeOf('nl')).toBe('nl-NL');
    expect(localeOf('xx')).toBe('xx');
  });
  it('count calendar days', () => {
    expect(daysAgo(new Date(2026, 10, 24, 0, 1), now)).toBe(0);
    expect(daysAgo(new Date(2026, 10, 23, 23, 59), now)).toBe(1);
  });
  it('show the clock time in the language', () => {
    expect(clockTime(at(24), 'en-GB')).toBe('09:05');
    expect(clockTime(at(24, 14), 'nl-NL')).toBe('14:05');
  });
  it('show the list time: today the time, yesterday, this week the weekday, else the date', () => {
    expect(listTime(at(24), 'en-GB', now)).toBe('09:05');
    expect(listTime(at(23), 'en-GB', now)).toBe('Yesterday');
    expect(listTime(at(23), 'de-DE', now)).toBe('Gestern');
    expect(listTime(at(20), 'en-GB', now)).toBe('Fri');
    expect(listTime(at(2), 'en-GB', now)).toBe('2 Nov');
    expect(listTime(at(2, 9, 5, 10, 2025), 'en-GB', now)).toBe('02/11/25');
  });
  it('head the days of a conversation', () => {
    expect(dayLabel(at(24), 'en-GB', now)).toBe('Today');
    expect(dayLabel(at(23), 'fr-FR', now)).toBe('Hier');
    expect(dayLabel(at(2), 'en-GB', now)).toMatch(/^Monday,? 2 November$/);
    expect(dayLabel(at(2, 9, 5, 10, 2025), 'en-GB', now)).toMatch(/^Sunday,? 2 November 2025$/);
  });
});
