import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../queries/siteState';

/**
 * PhotoUnlock says how to see the blurred photos: visitors log in; members get
 * premium, with a link once the premium screen exists.
 */
export function PhotoUnlock({ className = '' }: { className?: string }) {
  const { t } = useTranslation('members');
  const user = useUser();
  if (!user) {
    return (
      <Link to="/login" className={`btn btn-primary btn-sm fw-semibold ${className}`}>
        {t('photos.loginToSee')}
      </Link>
    );
  }
  return (
    <Link to="/premium" className={`btn btn-primary btn-sm fw-semibold ${className}`}>
      {t('photos.getPremium')}
    </Link>
  );
}

/** LockIcon is the padlock over a blurred photo. */
export function LockIcon() {
  return (
    <svg className="lock-icon" width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 5a3 3 0 0 1 6 0v3H9zm3 7a1.5 1.5 0 0 1 .8 2.8V19h-1.6v-2.2A1.5 1.5 0 0 1 12 14z" />
    </svg>
  );
}
