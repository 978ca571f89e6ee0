import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, MemberImage } from '../../../api/members';
import { Silhouette } from '../../../components/MemberCard';
import { useUser } from '../../../queries/siteState';
import { PhotoLightbox } from './PhotoLightbox';
import { PhotoCarousel } from './PhotoCarousel';
import { PhotoUnlock } from './PhotoUnlock';

/**
 * PhotoGallery shows the photos in a carousel, main photo first, and a button with
 * the number of photos that opens them in the full-screen viewer. Photos the viewer
 * may not see arrive blurred from the server and carry a lock.
 */
export function PhotoGallery({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const photos: MemberImage[] = member.photos.length > 0 ? member.photos : member.main_image ? [member.main_image] : [];
  const clear = photos.filter((p) => p.clear);
  const locked = photos.length - clear.length;
  const [open, setOpen] = useState<number | null>(null);
  const viewer = useUser();
  const [shown, setShown] = useState(0);
  const main = photos[0];

  if (!main) {
    return (
      <div className="profile-photo">
        <div className="member-photo-empty h-100">
          <Silhouette />
        </div>
        <p className="position-absolute bottom-0 w-100 text-center text-body-secondary small fw-semibold mb-3">{t('photos.none', { name: member.name })}</p>
      </div>
    );
  }
  const openPhoto = (p: MemberImage) => setOpen(clear.indexOf(p));
  return (
    <div className="photo-gallery">
      <PhotoCarousel photos={photos} name={member.name} index={shown} onIndex={setShown} onOpen={openPhoto} />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3 photo-gallery-actions">
        <button type="button" className="btn btn-outline-primary btn-sm fw-semibold" onClick={() => setOpen(0)} disabled={clear.length === 0}>
          {t('photos.count', { count: photos.length })}
        </button>
        {locked > 0 && <PhotoUnlock />}
      </div>
      <PhotoLightbox memberId={viewer?.id === member.id ? undefined : member.id} name={member.name} photos={clear} locked={locked} index={open} onIndex={setOpen} onHide={() => setOpen(null)} />
    </div>
  );
}
