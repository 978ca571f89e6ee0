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
  };
}
