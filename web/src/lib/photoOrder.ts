/** OrderedPhoto is what the order of a member's photos needs to know of each. */
interface OrderedPhoto {
  id: number;
  status: string;
  main: boolean;
}

/**
 * moveTo returns ids with id moved to index to (clamped), the others keeping their
 * order; the same array when nothing moves.
 */
export function moveTo(ids: readonly number[], id: number, to: number): readonly number[] {
  const from = ids.indexOf(id);
  const at = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from === at) return ids;
  const rest = ids.filter((x) => x !== id);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * inOrder returns the photos in the order of ids, the main photo being the first that
 * is not rejected (else the first), as the server decides it (PUT /api/photos/order);
 * photos missing from ids come last.
 */
export function inOrder<T extends OrderedPhoto>(photos: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  const sorted = [...photos].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  const main = sorted.find((p) => p.status !== 'rejected') ?? sorted[0];
  const out = sorted.map((p) => ({ ...p, main: p === main }));
  // The server lists the main photo first (a rejected photo is never main).
  return main ? [out[sorted.indexOf(main)]!, ...out.filter((p) => p.id !== main.id)] : out;
}

/** sameOrder reports whether two id lists are equal. */
export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
