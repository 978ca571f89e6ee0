import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSettings, useUser } from '../../queries/siteState';
import { BackButton } from '../../components/BackButton';
import { Brand } from '../../components/Brand';
import { LanguageDropdown } from '../../components/LanguageDropdown';
import { useRouteHandle } from '../../lib/routeTable';

// The language switcher is hidden on complete-signup (SPEC §2).
const hideLanguageOn = new Set(['complete-signup']);

// Members only, loaded on its own: the account menu (a visitor sees the login button).
const AccountMenu = lazy(() => import('../../components/AccountMenu').then((m) => ({ default: m.AccountMenu })));
// Members only: the Messages item, its badge, the "(N)" title and the app badge load on their own.
const MessagesNav = lazy(() => import('../../features/chat/MessagesNav').then((m) => ({ default: m.MessagesNav })));
// Members only: the Likes item, its badge and the new-like modal load on their own.
const LikesNav = lazy(() => import('../../features/likes/LikesNav').then((m) => ({ default: m.LikesNav })));
// Members only: Credits or Get Premium with the credits badge.
const CreditsNav = lazy(() => import('../../features/billing/CreditsNav').then((m) => ({ default: m.CreditsNav })));
// Members only: the live event stream and the page-hidden beacon.
const LiveUpdates = lazy(() => import('../../features/live/LiveUpdates').then((m) => ({ default: m.LiveUpdates })));

/** TopNav is the default layout's navigation bar: the Login button for visitors (not on the login page itself), the account menu for members. */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const route = useRouteHandle()?.name ?? '';
  const user = useUser();
  return (
    <header className="top-nav sticky-top">
      <nav className="container position-relative d-flex align-items-center justify-content-between py-2 gap-2" aria-label={t('nav.menu')}>
        <div className="d-flex align-items-center">
          <BackButton route={route} />
          <Brand name={settings.name} />
        </div>
        <div className="d-flex align-items-center gap-1 gap-sm-2">
          {/* Each part that loads its code or texts on its own has its own boundary: one that
              suspended a shared one would hide its siblings and end their effects (the
              event stream's, a mutation's), or the whole app's. */}
          {user && (
            <>
              <Suspense fallback={null}>
                <SearchMembersLink />
              </Suspense>
              <Suspense fallback={null}>
                <MessagesNav />
              </Suspense>
              <Suspense fallback={null}>
                <LikesNav withModal={route !== 'complete-signup'} />
              </Suspense>
              <Suspense fallback={null}>
                <CreditsNav user={user} />
              </Suspense>
              <Suspense fallback={null}>
                <LiveUpdates />
              </Suspense>
            </>
          )}
          {!hideLanguageOn.has(route) && <LanguageDropdown />}
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : route === 'login' ? null : (
            <Link to="/login" className="btn btn-primary btn-sm px-3 fw-semibold">
              {t('nav.login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}

/** SearchMembersLink leads members to the search; on phones only its icon shows. */
function SearchMembersLink() {
  const { t } = useTranslation('members');
  return (
    <NavLink to="/members" end className="btn btn-link btn-sm text-body fw-semibold d-inline-flex align-items-center gap-1 text-decoration-none nav-search" aria-label={t('nav.search')}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M11 4a7 7 0 1 0 4.4 12.4l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z" />
      </svg>
      <span className="d-none d-md-inline">{t('nav.search')}</span>
    </NavLink>
  );
}
