import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/**
 * useAdminErrorText translates a failed call by the server's key (admin:errors.<key>),
 * else says it failed in general and names the key, which an operator can report.
 */
export function useAdminErrorText() {
  const { t } = useTranslation('admin');
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      const key = err.key ?? err.code;
      const text = t(`errors.${key}`, { ...err.params, defaultValue: '' });
      return text || `${t('errors.generic')} (${key})`;
    }
    if (err instanceof TypeError) return t('errors.network');
    return t('errors.generic');
  };
}
