/** Badging is the Badging API where the browser has it. */
export type Badging = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * setBadge shows n (unread messages plus new likes, from the push) on the installed
 * app's icon, and clears it at 0; browsers without the Badging API are left alone.
 */
export async function setBadge(nav: Badging, n: number): Promise<void> {
  await (n > 0 ? nav.setAppBadge?.(n) : nav.clearAppBadge?.())?.catch(() => undefined);
}
