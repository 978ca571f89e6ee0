import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { User } from '../../api/user';
import { creditsBadge } from './creditsBadge';
import './creditsNav.css';

/**
 * CreditsNav is the top navigation's billing item (SPEC §2): Credits for paying
 * members, Get Premium for the others, with the credits badge when few are left. On
 * phones and tablets only its icon and badge show, next to the labelled items.
 */
export function CreditsNav({ user }: { user: User }) {
  const { t } = useTranslation();
  const label = user.paid_user ? t('nav.credits') : t('nav.getPremium');
  const badge = creditsBadge(user.credits);
  return (
    <NavLink
      to={user.paid_user ? '/credits' : '/premium'}
      className={`btn btn-link btn-sm fw-semibold d-inline-flex align-items-center gap-1 text-decoration-none position-relative nav-credits ${user.paid_user ? 'text-body' : 'text-primary'}`}
      aria-label={badge ? t('nav.creditsLeft', { label, count: user.credits }) : label}
    >
      {user.paid_user ? <CoinsIcon /> : <CrownIcon />}
      <span className="d-none d-lg-inline">{label}</span>
      {badge && (
        <span className={`badge rounded-pill nav-badge text-bg-${badge}`} data-testid="credits-badge" aria-hidden="true">
          {user.credits}
        </span>
      )}
    </NavLink>
  );
}

function CoinsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </svg>
  );
}

function CrownIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 7.5 7.5 11 12 4l4.5 7L21 7.5 19.2 18H4.8zM5 19.5h14V21H5z" />
    </svg>
  );
}
