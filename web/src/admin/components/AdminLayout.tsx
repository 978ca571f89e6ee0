import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { can, homePath, perm, type Permission } from '../permissions';
import { adminPaths, endedLogin } from '../paths';
import { useQueryClient } from '@tanstack/react-query';
import { staffKeys, useLogoutMutation, useMeQuery } from '../queries/staff';
import { ErrorAlert } from './ErrorAlert';
import { LanguageSwitch } from './LanguageSwitch';
import { Loading } from './Loading';

const nav: { to: string; label: string; needs?: Permission }[] = [
  { to: adminPaths.members, label: 'nav.members', needs: perm.membersRead },
  { to: adminPaths.photos, label: 'nav.photos', needs: perm.photos },
  { to: adminPaths.complaints, label: 'nav.complaints', needs: perm.complaints },
  { to: adminPaths.sites, label: 'sites.nav.sites', needs: perm.sites },
  { to: adminPaths.packages, label: 'sites.nav.packages', needs: perm.money },
  { to: adminPaths.discounts, label: 'sites.nav.discounts', needs: perm.money },
  { to: adminPaths.blocklist, label: 'sites.nav.blocklist', needs: perm.money },
  { to: adminPaths.fictional, label: 'fictional.nav', needs: perm.sites },
  { to: adminPaths.desk, label: 'desk.nav', needs: perm.desk },
  { to: adminPaths.deskSupervisor, label: 'desk.supervisor.nav', needs: perm.stats },
  { to: adminPaths.flags, label: 'flags.nav', needs: perm.complaints },
  { to: adminPaths.audit, label: 'nav.audit', needs: perm.audit },
  { to: adminPaths.stats, label: 'stats.nav', needs: perm.stats },
  { to: adminPaths.postbacks, label: 'postbacks.nav', needs: perm.postbacks },
  { to: adminPaths.staff, label: 'staff.nav', needs: perm.staff },
  { to: adminPaths.sessions, label: 'nav.sessions' },
];

/** AdminLayout is the signed-in console: a sidebar with what the role may open, and the screen. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useMeQuery();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const qc = useQueryClient();
  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <div className="container py-5">
        <ErrorAlert error={me.error} />
      </div>
    );
  }
  if (me.data === null) {
    const ended = qc.getQueryData(staffKeys.ended) === true;
    return <Navigate to={ended ? endedLogin : adminPaths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  const staff = me.data;
  return (
    <div className="admin-shell">
      <aside className="admin-sidebar" aria-label={t('nav.label')}>
        <div className="admin-brand">
          Amora <span className="admin-brand-tag">{t('nav.console')}</span>
        </div>
        <nav>
          <ul className="nav flex-column">
            {nav
              .filter((n) => !n.needs || can(staff, n.needs))
              .map((n) => (
                <li className="nav-item" key={n.to}>
                  <NavLink to={n.to} className="nav-link">
                    {t(n.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="admin-sidebar-foot">
          <div className="small text-truncate" title={staff.email}>
            {staff.name || staff.email}
          </div>
          <div className="small admin-role mb-2">{t(`roles.${staff.role}`, { defaultValue: staff.role })}</div>
          <LanguageSwitch className="mb-2" />
          <button
            type="button"
            className="btn btn-sm btn-outline-light w-100"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(adminPaths.login, { replace: true }) })}
          >
            {t('nav.logout')}
          </button>
        </div>
      </aside>
      <main className="admin-main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** HomeRedirect sends /admin to the signed-in staff member's first screen (inside the layout, which knows who it is). */
export function HomeRedirect() {
  const me = useMeQuery();
  return <Navigate to={homePath(me.data)} replace />;
}
