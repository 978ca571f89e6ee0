import type { RouteObject } from 'react-router';
import { AdminRoot } from './AdminRoot';
import { AdminLayout, HomeRedirect } from './components/AdminLayout';
import { adminPaths } from './paths';

// Each screen is its own chunk, loaded when first opened (the setup screen brings the
// QR code library).
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminRoot />,
    children: [
      { path: adminPaths.login, lazy: () => import('./screens/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      { path: adminPaths.setup, lazy: () => import('./screens/SetupPage').then((m) => ({ Component: m.SetupPage })) },
      {
        element: <AdminLayout />,
        children: [
          { path: adminPaths.members, lazy: () => import('./screens/MembersPage').then((m) => ({ Component: m.MembersPage })) },
          { path: `${adminPaths.members}/:id`, lazy: () => import('./member/MemberPage').then((m) => ({ Component: m.MemberPage })) },
          { path: adminPaths.photos, lazy: () => import('./screens/PhotosPage').then((m) => ({ Component: m.PhotosPage })) },
          { path: adminPaths.complaints, lazy: () => import('./complaints/ComplaintsPage').then((m) => ({ Component: m.ComplaintsPage })) },
          { path: `${adminPaths.complaints}/:id`, lazy: () => import('./complaints/ComplaintPage').then((m) => ({ Component: m.ComplaintPage })) },
          { path: adminPaths.fictional, lazy: () => import('./fictional/FictionalListPage').then((m) => ({ Component: m.FictionalListPage })) },
          { path: `${adminPaths.fictional}/:id`, lazy: () => import('./fictional/FictionalEditPage').then((m) => ({ Component: m.FictionalEditPage })) },
          { path: adminPaths.flags, lazy: () => import('./flags/FlagsPage').then((m) => ({ Component: m.FlagsPage })) },
          { path: adminPaths.audit, lazy: () => import('./screens/AuditPage').then((m) => ({ Component: m.AuditPage })) },
          { path: adminPaths.sessions, lazy: () => import('./screens/SessionsPage').then((m) => ({ Component: m.SessionsPage })) },
          { path: adminPaths.sites, lazy: () => import('./sites/SitesPage').then((m) => ({ Component: m.SitesPage })) },
          { path: adminPaths.siteNew, lazy: () => import('./sites/SiteNewPage').then((m) => ({ Component: m.SiteNewPage })) },
          { path: `${adminPaths.sites}/:host`, lazy: () => import('./sites/SitePage').then((m) => ({ Component: m.SitePage })) },
          { path: adminPaths.packages, lazy: () => import('./money/PackagesPage').then((m) => ({ Component: m.PackagesPage })) },
          { path: adminPaths.discounts, lazy: () => import('./money/DiscountsPage').then((m) => ({ Component: m.DiscountsPage })) },
          { path: adminPaths.blocklist, lazy: () => import('./money/BlocklistPage').then((m) => ({ Component: m.BlocklistPage })) },
          { path: adminPaths.stats, lazy: () => import('./stats/StatsPage').then((m) => ({ Component: m.StatsPage })) },
          { path: adminPaths.postbacks, lazy: () => import('./postbacks/PostbacksPage').then((m) => ({ Component: m.PostbacksPage })) },
          { path: adminPaths.staff, lazy: () => import('./staff/StaffPage').then((m) => ({ Component: m.StaffPage })) },
          { path: adminPaths.desk, lazy: () => import('./desk/DeskPage').then((m) => ({ Component: m.DeskPage })) },
          { path: adminPaths.deskSupervisor, lazy: () => import('./desk/DeskSupervisorPage').then((m) => ({ Component: m.DeskSupervisorPage })) },
          { path: `${adminPaths.desk}/:id`, lazy: () => import('./desk/DeskAnswerPage').then((m) => ({ Component: m.DeskAnswerPage })) },
          { path: '/admin', element: <HomeRedirect /> },
          { path: '/admin/*', lazy: () => import('./screens/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
