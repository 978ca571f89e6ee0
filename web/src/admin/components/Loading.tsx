import { useTranslation } from 'react-i18next';

/** Loading is the console's spinner while a screen's data arrives. */
export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary py-4" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
