import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useOwnProfileQuery } from '../../queries/profile';
import { PhotoManager } from './components/PhotoManager';
import { ProfileForm } from './components/ProfileForm';
import { ProfilePreview } from './components/ProfilePreview';

/** ProfileEditor is the member's own profile on /profile: the photos (#photos) and the profile fields. */
export function ProfileEditor() {
  const { t } = useTranslation('profile');
  const query = useOwnProfileQuery();
  const { hash } = useLocation();
  const loaded = query.isSuccess;
  const [previewing, setPreviewing] = useState(false);
  // The page grows once the profile is in, so a link to #photos or #settings is followed again then.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);

  return (
    <div className="d-flex flex-column gap-4">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h2 fw-bold mb-0 me-auto">{t('editor.title')}</h1>
        {loaded && (
          <button type="button" className="btn btn-outline-primary fw-semibold" onClick={() => setPreviewing(true)}>
            {t('preview.open')}
          </button>
        )}
      </div>
      {previewing && loaded && <ProfilePreview id={query.data.id} onClose={() => setPreviewing(false)} />}
      {query.isError ? (
        <ApiErrorAlert error={query.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      ) : query.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <PhotoManager profile={query.data} />
          <ProfileForm key={query.data.id} profile={query.data.profile} />
        </>
      )}
    </div>
  );
}
