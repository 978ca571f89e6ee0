import { useTranslation } from 'react-i18next';
import type { Image, OwnProfile } from '../../../api/profile';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useDeletePhotoMutation, useSetMainPhotoMutation } from '../../../queries/profile';
import { PhotoTile } from './PhotoTile';
import { PhotoUpload, PremiumPhotoAlert } from './PhotoUpload';

/** PhotoManager shows the member's photos, main first, lets them pick the main one, delete and add photos up to their limit. */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const makeMain = useSetMainPhotoMutation();
  const remove = useDeletePhotoMutation();
  // The contract leaves an image's id optional (cards of others may lack it); the owner's photos always have one.
  const photos = profile.photos.filter((p): p is Image & { id: number } => p.id !== undefined).sort((a, b) => Number(b.main) - Number(a.main));
  const limit = profile.photo_limit;
  const full = photos.length >= limit;
  const busy = makeMain.isPending || remove.isPending;
  const act = (run: () => void) => {
    makeMain.reset();
    remove.reset();
    run();
  };

  return (
    <section className="card border-0 shadow-sm p-4" id="photos" aria-labelledby="photos-title">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h2 className="h5 fw-bold mb-0" id="photos-title">{t('photos.title')}</h2>
        <span className="small text-body-secondary" data-testid="photo-count">{t('photos.count', { count: photos.length, limit })}</span>
      </div>
      <ApiErrorAlert error={makeMain.error ?? remove.error} />
      {photos.length === 0 ? (
        <p className="text-body-secondary">{t('photos.empty')}</p>
      ) : (
        <ul className="photo-grid list-unstyled mb-4">
          {photos.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              n={i + 1}
              busy={busy}
              onMakeMain={() => act(() => makeMain.mutate(photo.id))}
              onDelete={() => act(() => remove.mutate(photo.id))}
            />
          ))}
        </ul>
      )}
      {full && (
        <div className="mb-3">
          {profile.premium ? (
            <div className="alert alert-secondary py-2 mb-0" role="status">{t('photos.full', { limit })}</div>
          ) : (
            <PremiumPhotoAlert />
          )}
        </div>
      )}
      {!full && <PhotoUpload />}
    </section>
  );
}
