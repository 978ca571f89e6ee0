import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '../api/user';
import { useLogoutMutation } from '../queries/user';
import { useDropdown } from './useDropdown';

/** AccountMenu is the logged-in member's dropdown: thumbnail and name, My profile, Settings, Logout. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { open, ref, toggle, close } = useDropdown<HTMLDivElement>();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const initial = user.profile.name.slice(0, 1).toUpperCase();
  const thumb = (user.profile.main_image as { thumb?: string } | null)?.thumb;
  return (
    <div className="dropdown position-static" ref={ref}>
      <button type="button" className="btn btn-light btn-sm d-flex align-items-center gap-2" aria-haspopup="true" aria-expanded={open} aria-label={t('menu.account')} onClick={toggle}>
        {thumb ? (
          <img className="avatar-thumb" src={thumb} alt="" aria-hidden="true" />
        ) : (
          <span className="avatar-initial" aria-hidden="true">{initial}</span>
        )}
        <span className="d-none d-sm-inline fw-semibold text-truncate" style={{ maxWidth: '9rem' }}>{user.profile.name}</span>
      </button>
      <ul className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''}`} data-bs-popper="static">
        <li><span className="dropdown-item-text small text-body-secondary">{user.email}</span></li>
        <li><Link className="dropdown-item" to="/profile" onClick={close}>{t('menu.myProfile')}</Link></li>
        <li><Link className="dropdown-item" to="/profile#settings" onClick={close}>{t('menu.settings')}</Link></li>
        <li><Link className="dropdown-item" to="/notifications" onClick={close}>{t('menu.notifications')}</Link></li>
        <li><hr className="dropdown-divider" /></li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => { close(); logout.mutate(undefined, { onSettled: () => navigate('/') }); }}>
            {t('menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
