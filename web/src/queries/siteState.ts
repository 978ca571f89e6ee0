import { createContext, useContext } from 'react';
import type { Settings } from '../api/site';
import type { User } from '../api/user';

// The site's settings and the member (or visitor) are read by nearly every component: a
// page of cards read them some 70 times. Each reader was a React Query observer of its
// own, subscribed (with its timers) in one task as the page hydrated: a long task on a
// phone (issue 22). SiteStateProvider keeps one observer of each, and components read it.

export const SettingsContext = createContext<Settings | null>(null);
export const UserContext = createContext<User | null>(null);

/** useSettings returns the site settings (SiteStateProvider loads them before the app renders). */
export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SiteStateProvider');
  return settings;
}

/** useUser returns the logged-in member, or null for a visitor (and while loading). */
export function useUser(): User | null {
  return useContext(UserContext);
}
