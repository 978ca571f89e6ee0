// How the chat shows times, in the member's language through Intl: the clock time of a
// message, a short "when" for the conversation list, and the day separators.
import { isLanguage, languageInfo } from '../../i18n/languages';

/** localeOf is the Intl locale of an interface language. */
export function localeOf(language: string): string {
  return isLanguage(language) ? languageInfo[language].iso : language;
}

const dayMs = 86_400_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** daysAgo counts calendar days from then to now in local time: 0 today, 1 yesterday. */
export function daysAgo(then: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(then)) / dayMs);
}

/** clockTime is a message's time of day, such as "14:05" or "2:05 PM". */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** listTime is the list's "when": the time today, the weekday this week, else the date. */
export function listTime(iso: string, locale: string, now = new Date()): string {
  const then = new Date(iso);
  const days = daysAgo(then, now);
  if (days <= 0) return clockTime(iso, locale);
  if (days === 1) return capitalize(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'), locale);
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(then);
  const sameYear = then.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'numeric', year: '2-digit' }).format(then);
}

/** dayLabel heads a day's messages: "Today", "Yesterday", else the weekday and date. */
export function dayLabel(iso: string, locale: string, now = new Date()): string {
  const then = new Date(iso);
  const days = daysAgo(then, now);
  if (days === 0 || days === 1) return capitalize(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day'), locale);
  const sameYear = then.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(then);
}

/** dayKey tells whether two messages were sent on the same (local) day. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

function capitalize(s: string, locale: string): string {
  return s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);
}
