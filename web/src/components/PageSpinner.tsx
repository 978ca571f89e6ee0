import { useTranslation } from 'react-i18next';

/** PageSpinner fills the page area while a screen or its data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('errors.loading')}</span>
    </div>
  );
}
