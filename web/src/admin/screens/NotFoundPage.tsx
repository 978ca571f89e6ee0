import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../paths';

/** NotFoundPage: a console address that does not exist. */
export function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="py-5">
      <h1 className="h4">{t('notFound.title')}</h1>
      <Link to={adminPaths.members}>{t('notFound.back')}</Link>
    </div>
  );
}
