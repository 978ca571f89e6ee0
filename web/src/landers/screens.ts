import type { ComponentType } from 'react';
import type { LanderKind } from './kinds';

// Each lander and each member landing is a chunk of its own: a visitor loads the entry
// and the one page they landed on.
type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export const landerScreens: Record<LanderKind, ScreenLoader> = {
  tinderswipe: () => import('./pages/SwipeLander').then((m) => ({ Component: m.SwipeLander })),
  alonetonight: () => import('./pages/AloneTonightLander').then((m) => ({ Component: m.AloneTonightLander })),
  collagelanding: () => import('./pages/CollageLander').then((m) => ({ Component: m.CollageLander })),
  gallery: () => import('./pages/GalleryLander').then((m) => ({ Component: m.GalleryLander })),
  iconslanding: () => import('./pages/IconsLander').then((m) => ({ Component: m.IconsLander })),
  maplanding: () => import('./pages/MapLander').then((m) => ({ Component: m.MapLander })),
  socialnetwork: () => import('./pages/SocialLander').then((m) => ({ Component: m.SocialLander })),
  transitionsvideolanding: () => import('./pages/TransitionsVideoLander').then((m) => ({ Component: m.TransitionsVideoLander })),
  video: () => import('./pages/VideoLander').then((m) => ({ Component: m.VideoLander })),
};

export const memberLandingScreens = {
  'members-id-landing': () => import('./member/MemberLanding').then((m) => ({ Component: m.MemberLanding })),
  'members-id-landing2': () => import('./member/MemberLanding2').then((m) => ({ Component: m.MemberLanding2 })),
  'members-id-landing3': () => import('./member/MemberLanding3').then((m) => ({ Component: m.MemberLanding3 })),
  'members-id-signup': () => import('./member/MemberSignup').then((m) => ({ Component: m.MemberSignup })),
} satisfies Record<string, ScreenLoader>;
