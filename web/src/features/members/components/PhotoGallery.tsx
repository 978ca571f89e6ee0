import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, MemberImage } from '../../../api/members';
import { Silhouette } from '../../../components/MemberCard';
import { useUser } from '../../../queries/user';
import { PhotoLightbox } from './PhotoLightbox';
import { LockIcon, PhotoUnlock } from './PhotoUnlock';

/**
 * PhotoGallery shows the main photo large, the others as an overview, and a button
 * with the number of photos that opens them in a lightbox. Photos the viewer may not
 * see arrive blurred from the server and carry a lock.
 */
export function PhotoGallery({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const photos: MemberImage[] = member.photos.length > 0 ? member.photos : member.main_image ? [member.main_image] : [];
  const clear = photos.filter((p) => p.clear);
  const locked = photos.length - clear.length;
  const [open, setOpen] = useState<number | null>(null);
  const viewer = useUser();
  const [main, ...rest] = photos;

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
      <Photo photo={main} name={member.name} n={1} large onOpen={() => openPhoto(main)} />
      {rest.length > 0 && (
        <ul className="photo-overview list-unstyled row row-cols-4 g-2 mt-0">
          {rest.map((p, i) => (
            <li className="col" key={p.id ?? i}>
              <Photo photo={p} name={member.name} n={i + 2} onOpen={() => openPhoto(p)} />
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <button type="button" className="btn btn-outline-primary btn-sm fw-semibold" onClick={() => setOpen(0)} disabled={clear.length === 0}>
          {t('photos.count', { count: photos.length })}
        </button>
        {locked > 0 && <PhotoUnlock />}
      </div>
      <PhotoLightbox memberId={viewer?.id === member.id ? undefined : member.id} name={member.name} photos={clear} locked={locked} index={open} onIndex={setOpen} onHide={() => setOpen(null)} />
    </div>
  );
}

/** Photo is one photo: a button that opens it in the lightbox, or a blurred copy under a lock. */
function Photo({ photo, name, n, large = false, onOpen }: { photo: MemberImage; name: string; n: number; large?: boolean; onOpen: () => void }) {
  const { t } = useTranslation('members');
  const src = large ? (photo.full ?? photo.card) : photo.thumb || photo.card;
  const frame = large ? 'profile-photo' : 'photo-thumb';
  if (!photo.clear) {
    return (
      <div className={`${frame} is-locked`}>
        <img src={src} alt={t('photos.locked')} loading="lazy" />
        <span className="lock-overlay">
          <LockIcon />
        </span>
      </div>
    );
  }
  return (
    <button type="button" className={`${frame} p-0 border-0`} onClick={onOpen} aria-label={t('photos.open', { name, n })}>
      <img src={src} alt="" loading={large ? 'eager' : 'lazy'} />
    </button>
  );
}
