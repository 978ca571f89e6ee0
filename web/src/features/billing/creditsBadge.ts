// SPEC §2, §9: the credits badge shows at 10 credits or fewer.
export const creditsBadgeLimit = 10;

/** creditsBadge is the look of the credits badge: none above the limit, warning above 0, danger at 0. */
export function creditsBadge(credits: number): 'warning' | 'danger' | null {
  if (credits > creditsBadgeLimit) return null;
  return credits > 0 ? 'warning' : 'danger';
}
