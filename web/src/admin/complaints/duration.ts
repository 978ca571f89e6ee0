/** durationParts splits seconds into the two largest units of days, hours and minutes, for "2 d 3 h" and the like. */
export function durationParts(seconds: number): { unit: 'd' | 'h' | 'min'; n: number }[] {
  const s = Math.max(0, Math.round(seconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return h > 0 ? [{ unit: 'd', n: d }, { unit: 'h', n: h }] : [{ unit: 'd', n: d }];
  if (h > 0) return m > 0 ? [{ unit: 'h', n: h }, { unit: 'min', n: m }] : [{ unit: 'h', n: h }];
  return [{ unit: 'min', n: m }];
}
