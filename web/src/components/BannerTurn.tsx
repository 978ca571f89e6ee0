import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';

/**
 * bannerOrder is the order of importance of the strips under the navigation: at most
 * one shows at a time, the first of these that wants to. What keeps the account
 * working comes first, then what makes the member visible, then push (asked once, after
 * a conversation started), and last the offers, which run all the time for members who
 * have not paid and would otherwise keep push from ever being asked.
 */
export const bannerOrder = ['activation', 'notificationsDisabled', 'profile', 'push', 'offer'] as const;
export type BannerName = (typeof bannerOrder)[number];

type Turns = { wanting: ReadonlySet<BannerName>; want: (name: BannerName, on: boolean) => void };

const TurnContext = createContext<Turns | null>(null);

/** BannerTurns lets the banners inside it take turns: the layouts wrap their banners in it. */
export function BannerTurns({ children }: { children: React.ReactNode }) {
  const [wanting, setWanting] = useState<ReadonlySet<BannerName>>(() => new Set());
  const want = useCallback((name: BannerName, on: boolean) => {
    setWanting((prev) => {
      if (prev.has(name) === on) return prev;
      const next = new Set(prev);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ wanting, want }), [wanting, want]);
  return <TurnContext.Provider value={value}>{children}</TurnContext.Provider>;
}

/**
 * useBannerTurn says whether banner name, which wants to show (wants), may: only when no
 * banner before it in bannerOrder wants to. Outside BannerTurns a banner shows whenever
 * it wants to.
 *
 * A banner that takes turns never suspends: its translated body sits in a Suspense of its
 * own. Under Preact's runtime (the landers'; docs/decisions.md, "Speed, eleventh pass") a
 * boundary that hides a banner runs the banner's effect cleanup, whose want(false) renders
 * the other banners again, and a sibling suspending again on each of those renders kept
 * the main thread in that loop for good.
 */
export function useBannerTurn(name: BannerName, wants: boolean): boolean {
  const turns = useContext(TurnContext);
  const want = turns?.want;
  // Before paint, so that a less important banner never flashes up first.
  useLayoutEffect(() => {
    if (!want) return;
    want(name, wants);
    return () => want(name, false);
  }, [want, name, wants]);
  if (!wants || !turns) return wants;
  return !bannerOrder.slice(0, bannerOrder.indexOf(name)).some((n) => turns.wanting.has(n));
}
