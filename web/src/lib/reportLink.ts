/** What a Report action points at: a member, one of their photos, or a message of a conversation. */
export interface ReportTarget {
  member?: number;
  photo?: number;
  message?: number;
  conversation?: number;
}

/** reportLink is the complaints form's address, prefilled with what a Report action reports. */
export function reportLink(target: ReportTarget): string {
  const q = new URLSearchParams();
  for (const key of ['member', 'photo', 'message', 'conversation'] as const) {
    const v = target[key];
    if (v && v > 0) q.set(key, String(v));
  }
  const s = q.toString();
  return s ? `/complaints?${s}` : '/complaints';
}

/** readReportTarget reads what reportLink wrote; anything malformed is left out. */
export function readReportTarget(params: URLSearchParams): ReportTarget {
  const out: ReportTarget = {};
  for (const key of ['member', 'photo', 'message', 'conversation'] as const) {
    const n = Number(params.get(key));
    if (Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}
