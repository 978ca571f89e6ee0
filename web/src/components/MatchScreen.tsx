import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from './HeartIcon';
import { Silhouette } from './MemberCard';
import { useUser } from '../queries/siteState';
import { newLikeModalZIndex } from './newLikeLayer';
import { useDialogKeys } from './useDialogKeys';
import './match.css';

/** MatchPartner is the member the match is with: who, and the photo to show. */
export interface MatchPartner {
  id: number;
  name: string;
  /** photo is the URL of their photo, or null for a silhouette. */
  photo: string | null;
}

/**
 * MatchScreen is the full-screen "It's a match!": both photos, "Send a message" and
 * "Keep looking". It keeps the new-like modal's rules (SPEC §2): a click anywhere on it
 * closes it (as does Escape and "Keep looking"); a click on the partner's photo or on
 * "Send a message" emits the partner's profile id instead; it lies at layer 2000.
 */
export function MatchScreen({ partner, onClose, onMessage }: { partner: MatchPartner; onClose: () => void; onMessage: (id: number) => void }) {
  const { t } = useTranslation('likes');
  const user = useUser();
  const button = useRef<HTMLButtonElement>(null);
  useDialogKeys(button, onClose);
  const close = (e: React.MouseEvent) => {
    e.stopPropagation();
    onClose();
  };
  const message = (e: React.MouseEvent) => {
    e.stopPropagation();
    onMessage(partner.id);
  };
  const mine = (user?.profile.main_image as { card?: string } | null | undefined)?.card ?? null;
  return createPortal(
    <div className="match-screen" style={{ zIndex: newLikeModalZIndex }} role="dialog" aria-modal="true" aria-labelledby="match-title" onClick={onClose} data-testid="match-screen">
      <div className="match-screen-inner">
        <h2 id="match-title" className="match-title">
          {t('match.title')}
        </h2>
        <p className="match-text">{t('match.text', { name: partner.name })}</p>
        <div className="match-photos">
          <div className="match-photo match-photo-me">
            {mine ? <img src={mine} alt={t('match.you')} /> : <Silhouette />}
          </div>
          <span className="match-heart" aria-hidden="true">
            <HeartIcon filled size={30} />
          </span>
          <div className="match-photo match-photo-them" onClick={message} role="presentation">
            {partner.photo ? <img src={partner.photo} alt={partner.name} /> : <Silhouette />}
          </div>
        </div>
        <div className="match-actions">
          <button ref={button} type="button" className="btn btn-light btn-lg fw-bold w-100 match-message" onClick={message}>
            {t('match.message', { name: partner.name })}
          </button>
          <button type="button" className="btn btn-outline-light btn-lg fw-semibold w-100" onClick={close}>
            {t('match.keepLooking')}
          </button>
        </div>
        <p className="small mt-3 mb-0 match-hint">{t('modal.closeHint')}</p>
      </div>
    </div>,
    document.body,
  );
}
