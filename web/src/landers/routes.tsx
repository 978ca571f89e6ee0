import { LanderLayout } from '../app/layouts/LanderLayout';
import type { RouteHandle } from '../lib/routes';
import { type AppRoute, lazyRoute } from '../lib/routeTable';
import { landerKinds } from './kinds';
import { LeaveLanders } from './LeaveLanders';
import { landerScreens, memberLandingScreens } from './screens';

const handle = (name: string): RouteHandle => ({ name, layout: 'lander' });

/** landerRoutes are the landers' entry's routes: the nine landers and the member landings, in the lander layout. */
export const landerRoutes: AppRoute[] = [
  {
    element: <LanderLayout />,
    children: [
      ...landerKinds.map((kind) => lazyRoute({ path: `/landers/${kind}/:slug?`, handle: handle(`landers-${kind}`) }, landerScreens[kind])),
      lazyRoute({ path: '/members/:id/landing', handle: handle('members-id-landing') }, memberLandingScreens['members-id-landing']),
      lazyRoute({ path: '/members/:id/landing2/:slug?', handle: handle('members-id-landing2') }, memberLandingScreens['members-id-landing2']),
      lazyRoute({ path: '/members/:id/landing3/:slug?', handle: handle('members-id-landing3') }, memberLandingScreens['members-id-landing3']),
      lazyRoute({ path: '/members/:id/signup', handle: handle('members-id-signup') }, memberLandingScreens['members-id-signup']),
    ],
  },
  { path: '*', element: <LeaveLanders /> },
];
