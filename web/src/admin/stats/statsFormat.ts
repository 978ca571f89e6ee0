import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Granularity } from '../api/stats';

/** useStatsFormat names periods and formats counts and euro amounts in the staff member's language. */
export function useStatsFormat() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return useMemo(() => statsFormat(lang, t), [lang, t]);
}

function statsFormat(lang: string, t: (key: string, o: Record<string, string>) => string) {
  const dayFmt = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthFmt = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(lang, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(lang);
  const euro = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const euroShort = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return {
    count: (n: number) => count.format(n),
    /** euro formats cents. */
    euro: (cents: number) => euro.format(cents / 100),
    euroWhole: (cents: number) => euroShort.format(cents / 100),
    day: (iso: string) => dayFmt.format(at(iso)),
    /** period names a period by its first day, as the table shows it. */
    period: (iso: string, g: Granularity) => (g === 'month' ? monthFmt.format(at(iso)) : g === 'week' ? t('stats.weekOf', { date: dayFmt.format(at(iso)) }) : dayFmt.format(at(iso))),
    /** axis is the short label under a chart. */
    axis: (ms: number, g: Granularity) => (g === 'month' ? shortMonth.format(new Date(ms)) : shortDay.format(new Date(ms))),
  };
}
