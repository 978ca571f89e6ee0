export type PageItem = number | 'gap';

/**
 * pageItems are the page buttons to show: the first and last page, the current one
 * and its neighbours, with a gap for each run of left-out pages (a single left-out
 * page is shown instead, as a gap would take the same room).
 */
export function pageItems(page: number, total: number): PageItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of shown) {
    const prev = items.at(-1);
    if (typeof prev === 'number' && p - prev === 2) items.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
