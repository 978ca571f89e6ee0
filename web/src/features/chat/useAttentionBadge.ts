import { useEffect } from 'react';
import { unreadOf } from '../../queries/chatPages';
import { setTitleCount } from '../../lib/documentTitle';
import { useChatsQuery } from '../../queries/chats';
import { useLikesQuery } from '../../queries/likes';

type BadgingNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** showAppBadge shows n on the installed app's icon where the browser can (Badging API); 0 clears it. */
export function showAppBadge(n: number): void {
  const nav = navigator as BadgingNavigator;
  const done = n > 0 ? nav.setAppBadge?.(n) : nav.clearAppBadge?.();
  // The browser may refuse (no permission, not installed): the title still shows it.
  done?.catch(() => undefined);
}

/**
 * attentionCount is what calls for the member's attention: unread messages plus new
 * likes (SPEC §2).
 */
export function useAttentionCount(): number {
  const chats = useChatsQuery();
  const likes = useLikesQuery();
  return unreadOf(chats.data) + (likes.data?.new_likes ?? 0);
}

/**
 * useAttentionBadge puts the count of unread messages and new likes in front of the
 * page title as "(N) " and on the app badge (SPEC §2). Mounted for members only, with
 * their navigation items; it clears both when it goes (the member logged out).
 */
export function useAttentionBadge(): void {
  const count = useAttentionCount();
  useEffect(() => {
    setTitleCount(count);
    showAppBadge(count);
  }, [count]);
  useEffect(
    () => () => {
      setTitleCount(0);
      showAppBadge(0);
    },
    [],
  );
}
