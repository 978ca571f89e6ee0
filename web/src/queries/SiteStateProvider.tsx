import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQuery } from './site';
import { SettingsContext, UserContext } from './siteState';
import { useUserQuery } from './user';

/** SiteStateProvider holds the settings and the member for the tree below it, one query observer each (siteState.ts). */
export function SiteStateProvider({ children }: { children: ReactNode }) {
  const settings = useSuspenseQuery(settingsQuery()).data;
  const user = useUserQuery().data ?? null;
  return (
    <SettingsContext value={settings}>
      <UserContext value={user}>{children}</UserContext>
    </SettingsContext>
  );
}
