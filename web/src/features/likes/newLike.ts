// The last like announced in the modal, so that it shows once, not on every page.
export const announcedKey = 'amora.likes.announced';

/** delaySeconds reads the query param t: show the like popup after t seconds (SPEC §2). */
export function delaySeconds(t: string | null): number | null {
  if (t === null || t.trim() === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 3600) : null;
}
