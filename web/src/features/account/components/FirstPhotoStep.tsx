import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnProfileQuery } from '../../../queries/profile';
import { PhotoUpload } from '../../profile/components/PhotoUpload';
import { afterLoginPath } from '../afterLogin';

/**
 * FirstPhotoStep follows complete-signup's questions for a member without a photo: it
 * says why a photo matters (SPEC §2: a profile without one is not shown to others) and
 * takes one, or lets the member go on without it for now.
 */
export function FirstPhotoStep() {
  const { t } = useTranslation('account');
  const own = useOwnProfileQuery();
  const added = (own.data?.photos.length ?? 0) > 0;
  return (
    <section className="card border-0 shadow-sm p-4" aria-labelledby="fp-title" data-testid="first-photo">
      <h2 className="h4 fw-bold" id="fp-title">{t('firstPhoto.title')}</h2>
      <p>{t('firstPhoto.why')}</p>
      <p className="small text-body-secondary">{t('firstPhoto.checked')}</p>
      {added ? (
        <div className="alert alert-success py-2" role="status">{t('firstPhoto.added')}</div>
      ) : (
        <PhotoUpload />
      )}
      <Link to={afterLoginPath()} className={`btn ${added ? 'btn-primary' : 'btn-link'} fw-semibold mt-3 w-100`}>
        {added ? t('firstPhoto.continue') : t('firstPhoto.later')}
      </Link>
    </section>
  );
}
