import { useTranslation } from 'react-i18next';
import { FictionalIcon } from '../../../components/FictionalIcon';
import { useSettings } from '../../../queries/siteState';

/** FictionalWarning tells plainly that a profile is fictional (DESIGN: disclosed before anyone pays). */
export function FictionalWarning() {
  const { t, i18n } = useTranslation('members');
  const settings = useSettings();
  const fictionalSingular = settings.fictional_singular[i18n.language] || settings.fictional_singular.en || t('fictional.label');
  return (
    <div className="fictional-warning alert alert-warning d-flex gap-3 align-items-start" role="note">
      <FictionalIcon className="flex-shrink-0 mt-1" />
      <div>
        <strong className="d-block mb-1">{t('fictional.warningTitle')}</strong>
        {t('fictional.warning', { fictionalSingular })}
      </div>
    </div>
  );
}
