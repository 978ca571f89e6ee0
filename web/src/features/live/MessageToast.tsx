import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './messageToast.css';

/** NewMessageNote is what the toast tells of a message that came in on another screen. */
export type NewMessageNote = { key: number; conversation: number; name: string | null; text: string; gift: boolean };

/** toastShownMs is how long the toast stays unless closed or opened. */
export const toastShownMs = 6_000;

/**
 * MessageToast tells a member of a new message while they are on another screen: who
 * wrote, the start of the text, and a link to the conversation. It closes by itself.
 */
export function MessageToast({ note, onClose }: { note: NewMessageNote; onClose: () => void }) {
  const { t } = useTranslation('live');
  useEffect(() => {
    const timer = setTimeout(onClose, toastShownMs);
    return () => clearTimeout(timer);
  }, [note.key, onClose]);
  const title = note.name ? t('toast.newMessage', { name: note.name }) : t('toast.newMessageAnon');
  return (
    <div className="message-toast-wrap">
      <div className="toast show message-toast" role="status" aria-live="polite" data-testid="message-toast">
        <div className="d-flex align-items-center gap-2 ps-3">
          <Link to={`/chats/${note.conversation}`} className="message-toast-body flex-grow-1 text-decoration-none text-body py-2" onClick={onClose}>
            <strong className="d-block">{title}</strong>
            <span className="d-block text-truncate small text-body-secondary">{note.gift ? t('toast.gift') : note.text}</span>
          </Link>
          <button type="button" className="btn-close app-banner-close me-1" aria-label={t('toast.close')} onClick={onClose} />
        </div>
      </div>
    </div>
  );
}
