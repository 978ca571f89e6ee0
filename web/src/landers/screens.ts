import type { ComponentType } from 'react';
import { landerKinds, type LanderKind } from './kinds';
import screens from './screens.json';

// Each lander and each member landing is a chunk of its own: a visitor loads the entry
// and the one page they landed on. screens.json names each page's module (which exports
// a component of its own name); the server reads the same table to preload the page's
// chunk (web/embed.go, internal/httpapi/landermodules.go).
type ScreenLoader = () => Promise<{ Component: ComponentType }>;
type Page = keyof typeof screens;

const modules = import.meta.glob<Record<string, ComponentType>>(['./pages/*.tsx', './member/Member{Landing,Landing2,Landing3,Signup}.tsx', '!./**/*.test.tsx']);

function screen(page: Page): ScreenLoader {
  const file = screens[page];
  const name = file.slice(file.lastIndexOf('/') + 1);
  const load = modules[`./${file}.tsx`];
  if (!load) throw new Error(`screens.json: no module ${file}`);
  return () => load().then((m) => ({ Component: m[name]! }));
}

export const landerScreens = Object.fromEntries(landerKinds.map((kind) => [kind, screen(kind)])) as Record<LanderKind, ScreenLoader>;

export const memberLandingScreens = {
  'members-id-landing': screen('landing'),
  'members-id-landing2': screen('landing2'),
  'members-id-landing3': screen('landing3'),
  'members-id-signup': screen('signup'),
} satisfies Record<string, ScreenLoader>;
