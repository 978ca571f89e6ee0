import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AutoLike } from '../../../api/likes';
import { HeartIcon } from '../../../components/HeartIcon';
import { Silhouette } from '../../../components/MemberCard';
import { MatchScreen } from '../../../components/MatchScreen';
import { newLikeModalZIndex } from '../../../components/newLikeLayer';
import { useDialogKeys } from '../../../components/useDialogKeys';

export { newLikeModalZIndex };

/**
 * NewLikeModal announces a new like, or a match when the member liked back (SPEC §2).
 * A click anywhere on it closes it; a click on the photo or the button opens the
 * profile instead, through onOpen with the profile's id. Escape closes it too.
 * A like that makes a match shows the full-screen match screen, whose photo and
 * "Send a message" emit the id through onMessage (onOpen when there is none).
 */
export function NewLikeModal({ like, onClose, onOpen, onMessage }: { like: AutoLike; onClose: () => void; onOpen: (id: number) => void; onMessage?: (id: number) => void }) {
  if (like.mutual) return <MatchScreen partner={{ id: like.id, name: like.name, photo: like.main_image?.match ?? null }} onClose={onClose} onMessage={onMessage ?? onOpen} />;
  return <LikeModal like={like} onClose={onClose} onOpen={onOpen} />;
}

function LikeModal({ like, onClose, onOpen }: { like: AutoLike; onClose: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation('likes');
  const button = useRef<HTMLButtonElement>(null);
  useDialogKeys(button, onClose);
  const open = (e: React.MouseEvent) => {
    e.stopPropagation();
    onOpen(like.id);
  };
  const title = t('modal.title', { name: like.name });
  return createPortal(
    <div className="new-like-modal" style={{ zIndex: newLikeModalZIndex }} role="dialog" aria-modal="true" aria-labelledby="new-like-title" onClick={onClose}>
      <div className="new-like-card shadow-lg">
        <div className="new-like-photo" onClick={open} role="presentation">
          {like.main_image ? <img src={like.main_image.match} alt={like.name} /> : <Silhouette />}
          <span className="new-like-heart" aria-hidden="true">
            <HeartIcon filled size={28} />
          </span>
        </div>
        <div className="p-4 text-center">
          <h2 id="new-like-title" className="h4 fw-bold mb-1">
            {title}
          </h2>
          <p className="text-body-secondary mb-3">
            {t('modal.text', { name: like.name, age: like.age, city: like.city })}
          </p>
          <button ref={button} type="button" className="btn btn-primary fw-bold w-100" onClick={open}>
            {t('modal.view', { name: like.name })}
          </button>
          <p className="small text-body-secondary mt-3 mb-0">{t('modal.closeHint')}</p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
