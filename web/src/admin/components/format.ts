import { useTranslation } from 'react-i18next';

/** useFormat formats dates and numbers in the staff member's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    dateTime: (iso: string | null | undefined) => {
      if (!iso) return '—';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' });
    },
    number: (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString(lang)),
    /** money formats an amount in cents. */
    money: (cents: number, currency: string) => {
      try {
        return (cents / 100).toLocaleString(lang, { style: 'currency', currency });
      } catch {
        return `${(cents / 100).toFixed(2)} ${currency}`;
      }
    },
  };
}
