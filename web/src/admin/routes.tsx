import { type AppRoute, lazyRoute } from '../lib/routeTable';
import { AdminRoot } from './AdminRoot';
import { AdminLayout, HomeRedirect } from './components/AdminLayout';
import { adminPaths } from './paths';

// Each screen is its own chunk, loaded when first opened (the setup screen brings the
// QR code library).
export const adminRoutes: AppRoute[] = [
  {
    element: <AdminRoot />,
    children: [
      lazyRoute({ path: adminPaths.login }, () => import('./screens/LoginPage').then((m) => ({ Component: m.LoginPage }))),
      lazyRoute({ path: adminPaths.setup }, () => import('./screens/SetupPage').then((m) => ({ Component: m.SetupPage }))),
      {
        element: <AdminLayout />,
        children: [
          lazyRoute({ path: adminPaths.members }, () => import('./screens/MembersPage').then((m) => ({ Component: m.MembersPage }))),
          lazyRoute({ path: `${adminPaths.members}/:id` }, () => import('./member/MemberPage').then((m) => ({ Component: m.MemberPage }))),
          lazyRoute({ path: adminPaths.photos }, () => import('./screens/PhotosPage').then((m) => ({ Component: m.PhotosPage }))),
          lazyRoute({ path: adminPaths.complaints }, () => import('./complaints/ComplaintsPage').then((m) => ({ Component: m.ComplaintsPage }))),
          lazyRoute({ path: `${adminPaths.complaints}/:id` }, () => import('./complaints/ComplaintPage').then((m) => ({ Component: m.ComplaintPage }))),
          lazyRoute({ path: adminPaths.fictional }, () => import('./fictional/FictionalListPage').then((m) => ({ Component: m.FictionalListPage }))),
          lazyRoute({ path: `${adminPaths.fictional}/:id` }, () => import('./fictional/FictionalEditPage').then((m) => ({ Component: m.FictionalEditPage }))),
          lazyRoute({ path: adminPaths.flags }, () => import('./flags/FlagsPage').then((m) => ({ Component: m.FlagsPage }))),
          lazyRoute({ path: adminPaths.audit }, () => import('./screens/AuditPage').then((m) => ({ Component: m.AuditPage }))),
          lazyRoute({ path: adminPaths.sessions }, () => import('./screens/SessionsPage').then((m) => ({ Component: m.SessionsPage }))),
          lazyRoute({ path: adminPaths.sites }, () => import('./sites/SitesPage').then((m) => ({ Component: m.SitesPage }))),
          lazyRoute({ path: adminPaths.siteNew }, () => import('./sites/SiteNewPage').then((m) => ({ Component: m.SiteNewPage }))),
          lazyRoute({ path: `${adminPaths.sites}/:host` }, () => import('./sites/SitePage').then((m) => ({ Component: m.SitePage }))),
          lazyRoute({ path: adminPaths.packages }, () => import('./money/PackagesPage').then((m) => ({ Component: m.PackagesPage }))),
          lazyRoute({ path: adminPaths.discounts }, () => import('./money/DiscountsPage').then((m) => ({ Component: m.DiscountsPage }))),
          lazyRoute({ path: adminPaths.blocklist }, () => import('./money/BlocklistPage').then((m) => ({ Component: m.BlocklistPage }))),
          lazyRoute({ path: adminPaths.stats }, () => import('./stats/StatsPage').then((m) => ({ Component: m.StatsPage }))),
          lazyRoute({ path: adminPaths.postbacks }, () => import('./postbacks/PostbacksPage').then((m) => ({ Component: m.PostbacksPage }))),
          lazyRoute({ path: adminPaths.staff }, () => import('./staff/StaffPage').then((m) => ({ Component: m.StaffPage }))),
          lazyRoute({ path: adminPaths.desk }, () => import('./desk/DeskPage').then((m) => ({ Component: m.DeskPage }))),
          lazyRoute({ path: adminPaths.deskSupervisor }, () => import('./desk/DeskSupervisorPage').then((m) => ({ Component: m.DeskSupervisorPage }))),
          lazyRoute({ path: `${adminPaths.desk}/:id` }, () => import('./desk/DeskAnswerPage').then((m) => ({ Component: m.DeskAnswerPage }))),
          { path: '/admin', element: <HomeRedirect /> },
          lazyRoute({ path: '/admin/*' }, () => import('./screens/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }))),
        ],
      },
    ],
  },
];
