// The traffic-source record (SPEC §3) comes from the query string of a visitor's first
// visit and is kept for later: sign-up attaches it to the new account, and settings
// depend on it (signups, logged_out_search_trafficsource).

export interface TrafficSource {
  network: string;
  ref: string;
  sub1: string;
  sub2: string;
  sub3: string;
}

const key = 'amora.trafficSource';
const fields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** captureTrafficSource stores the record from search unless one is stored already, and returns the stored one. */
export function captureTrafficSource(search: string): TrafficSource | undefined {
  const stored = storedTrafficSource();
  if (stored) return stored;
  const q = new URLSearchParams(search);
  if (!q.get('network') && !q.get('ref')) return undefined;
  const ts = Object.fromEntries(fields.map((f) => [f, (q.get(f) ?? '').slice(0, 100)])) as unknown as TrafficSource;
  try {
    localStorage.setItem(key, JSON.stringify(ts));
  } catch {
    // Without storage the record lives only for this page view.
  }
  return ts;
}

export function storedTrafficSource(): TrafficSource | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as TrafficSource) : undefined;
  } catch {
    return undefined;
  }
}
