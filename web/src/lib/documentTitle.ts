// The page title is the screen's own title, prefixed with "(N) " while the member has
// N unread messages and new likes (SPEC §2). Screens set the one, the members' nav
// items the other, in either order.
let base = '';
let count = 0;

function apply() {
  document.title = count > 0 ? `(${count}) ${base}` : base;
}

/** setDocumentTitle sets the screen's title, keeping the count in front of it. */
export function setDocumentTitle(title: string): void {
  base = title;
  apply();
}

/** setTitleCount sets the count in front of the title; 0 shows none. */
export function setTitleCount(n: number): void {
  count = Math.max(0, n);
  if (!base) base = document.title.replace(/^\(\d+\) /, '');
  apply();
}
