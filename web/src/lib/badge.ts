// SPEC §2, §9: badges show the count, capped at "99+" from 100 on.
export const badgeCap = 99;

/** badgeLabel is the text of a count badge: "" for none, the number up to 99, then "99+". */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > badgeCap ? `${badgeCap}+` : String(count);
}
