import { useTranslation } from 'react-i18next';

/** BootError is shown when the site's settings cannot be loaded at start. */
export function BootError() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1 className="h3 fw-bold">{t('errors.generic')}</h1>
      <p className="text-body-secondary">{t('errors.offline')}</p>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
