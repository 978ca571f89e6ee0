import { useTranslation } from 'react-i18next';
import { type FieldError, fieldErrorsOf } from '../api/sites';
import { useAdminErrorText } from '../components/errorText';

/**
 * useFieldErrors maps a refused form's fields to their messages, translated by the
 * server's key (admin:sites.errors.<key>, else the console's errors, else the server's
 * English message).
 */
export function useFieldErrorText() {
  const { t } = useTranslation('admin');
  const general = useAdminErrorText();
  return (e: FieldError): string => {
    const own = e.key ? t(`sites.errors.${e.key}`, { ...e.params, defaultValue: '' }) : '';
    if (own) return own;
    const shared = e.key ? t(`errors.${e.key}`, { ...e.params, defaultValue: '' }) : '';
    return shared || e.message || general(undefined);
  };
}

/** errorsByField is the first message of each field of a refused call. */
export function useErrorsByField(err: unknown): Record<string, string> {
  const text = useFieldErrorText();
  const out: Record<string, string> = {};
  for (const e of fieldErrorsOf(err)) if (e.field && !out[e.field]) out[e.field] = text(e);
  return out;
}
