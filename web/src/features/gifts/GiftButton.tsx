import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../../queries/siteState';
import { GiftPicker } from './GiftPicker';
import './gifts.css';

/** GiftIcon is a wrapped present. */
export function GiftIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3" y="9" width="18" height="5" rx="1" />
      <path d="M5 14v7h14v-7M12 9v12M12 9c-2-4-7-5-7-2s4 2 7 2zm0 0c2-4 7-5 7-2s-4 2-7 2z" />
    </svg>
  );
}

/**
 * GiftButton opens the gift catalogue for a member; visitors are sent to the login
 * page (SPEC §6: they must log in to send gifts). After sending, onSent runs, or the
 * picker simply closes.
 */
export function GiftButton({ memberId, name, className = 'btn btn-outline-primary', onSent }: { memberId: number; name: string; className?: string; onSent?: () => void }) {
  const { t } = useTranslation('gifts');
  const user = useUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${className} d-inline-flex align-items-center gap-2`}
        onClick={() => (user ? setOpen(true) : void navigate('/login'))}
        aria-label={t('buttonFor', { name })}
        title={t('buttonFor', { name })}
      >
        <GiftIcon />
        <span>{t('button')}</span>
      </button>
      {user && (
        <GiftPicker
          memberId={memberId}
          name={name}
          show={open}
          onHide={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            onSent?.();
          }}
        />
      )}
    </>
  );
}
