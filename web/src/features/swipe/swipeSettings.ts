import { useEffect, useState } from 'react';
import type { Settings } from '../../api/site';

// The swipe game's settings, remembered for the browser session as the search's
// filters are (features/members/searchStore.ts).

const key = 'amora.swipe';

export interface SwipeSettings {
  /** hideFictional leaves fictional profiles out of the deck; only where the site allows it (settings.fictional_filter). */
  hideFictional: boolean;
}

/** loadSwipeSettings returns the settings remembered in this browser session, kept only where the site allows them. */
export function loadSwipeSettings(settings: Settings): SwipeSettings {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<SwipeSettings>;
    return { hideFictional: !!settings.fictional_filter && raw.hideFictional === true };
  } catch {
    return { hideFictional: false };
  }
}

/** useSwipeSettings holds the game's settings and remembers every change. */
export function useSwipeSettings(settings: Settings) {
  const [state, setState] = useState(() => loadSwipeSettings(settings));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(state));
    } catch {
      // Remembered for this page view only.
    }
  }, [state]);
  return [state, setState] as const;
}
