import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useSettings } from '../queries/site';
import { useUser } from '../queries/user';
import { AccountMenu } from './AccountMenu';
import type { RouteHandle } from '../app/routeInfo';
import { Brand } from './Brand';
import { LanguageDropdown } from './LanguageDropdown';

// The language switcher is hidden on complete-signup (SPEC §2).
const hideLanguageOn = new Set(['complete-signup']);

/** TopNav is the default layout's navigation bar: the Login button for visitors, the account menu for members. */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.name ?? '';
  const user = useUser();
  return (
    <header className="top-nav sticky-top">
      <nav className="container position-relative d-flex align-items-center justify-content-between py-2 gap-2" aria-label={t('nav.menu')}>
        <Brand name={settings.name} />
        <div className="d-flex align-items-center gap-2">
          {!hideLanguageOn.has(route) && <LanguageDropdown />}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to="/login" className="btn btn-primary btn-sm px-3 fw-semibold">
              {t('nav.login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
