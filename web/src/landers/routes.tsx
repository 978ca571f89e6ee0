import type { RouteObject } from 'react-router';
import { BootScreen } from '../app/BootScreen';
import { LanderLayout } from '../app/layouts/LanderLayout';
import { RouteError } from '../features/errors/RouteError';
import type { RouteHandle } from '../lib/routes';
import { landerKinds } from './kinds';
import { LeaveLanders } from './LeaveLanders';
import { landerScreens, memberLandingScreens } from './screens';

const handle = (name: string): RouteHandle => ({ name, layout: 'lander' });

/** landerRoutes are the landers' entry's routes: the nine landers and the member landings, in the lander layout. */
export const landerRoutes: RouteObject[] = [
  {
    element: <LanderLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
    children: [
      ...landerKinds.map((kind) => ({ path: `/landers/${kind}/:slug?`, handle: handle(`landers-${kind}`), lazy: landerScreens[kind] })),
      { path: '/members/:id/landing', handle: handle('members-id-landing'), lazy: memberLandingScreens['members-id-landing'] },
      { path: '/members/:id/landing2/:slug?', handle: handle('members-id-landing2'), lazy: memberLandingScreens['members-id-landing2'] },
      { path: '/members/:id/landing3/:slug?', handle: handle('members-id-landing3'), lazy: memberLandingScreens['members-id-landing3'] },
      { path: '/members/:id/signup', handle: handle('members-id-signup'), lazy: memberLandingScreens['members-id-signup'] },
    ],
  },
  { path: '*', element: <LeaveLanders /> },
];
