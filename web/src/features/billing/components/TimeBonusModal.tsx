import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { Link } from 'react-router';
import { formatCountdown } from '../../../lib/countdown';
import { formatPercent } from '../money';
import type { TimeBonus } from '../useTimeBonus';

/**
 * TimeBonusModal urges a new member to use the time bonus (SPEC §4): 25 % off, only
 * within 4 hours of signing up, with the time left ticking and a link to the credits.
 * Escape, the backdrop, "Later" and the link all close it.
 */
export function TimeBonusModal({ bonus, onClose }: { bonus: TimeBonus; onClose: () => void }) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="native-dialog time-bonus-dialog"
      aria-labelledby="time-bonus-title"
      aria-describedby="time-bonus-text"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal-content">
        <div className="time-bonus-top">
          <div className="small text-uppercase fw-bold opacity-75 mb-2">{t('timeBonus.kicker')}</div>
          <div className="time-bonus-percent">{formatPercent(bonus.percentage, i18n.language)}</div>
          <h2 id="time-bonus-title" className="h4 fw-bold mt-2 mb-0">
            {t('timeBonus.title', { percent: bonus.percentage })}
          </h2>
        </div>
        <div className="p-4 text-center">
          <p id="time-bonus-text" className="mb-3">
            {t('timeBonus.urge')}
          </p>
          <p className="mb-1 small text-body-secondary">{t('timeBonus.endsIn')}</p>
          <p className="countdown fs-2 text-primary mb-4" role="timer" aria-label={t('timeBonus.endsIn')}>
            {formatCountdown(bonus.secondsLeft)}
          </p>
          <Link to="/credits" className="btn btn-primary btn-lg fw-bold w-100 mb-2" onClick={onClose}>
            {t('timeBonus.cta', { percent: bonus.percentage })}
          </Link>
          <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
            {t('timeBonus.later')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
