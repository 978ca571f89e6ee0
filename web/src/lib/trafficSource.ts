// The traffic-source record (SPEC §3) of a visitor's first touch (issue 24). The server
// keeps it in the amora.ts cookie for 30 days when an entry page is opened through a
// tracked link (network or ref in the query), and stores it with the sign-up; the app
// reads that cookie, and keeps its own copy of the first visit's record for a browser
// that refuses cookies. Settings depend on it (signups, logged_out_search_trafficsource).

export interface TrafficSource {
  network: string;
  ref: string;
  sub1: string;
  sub2: string;
  sub3: string;
  click_id?: string;
}

const key = 'amora.trafficSource';
const cookieName = 'amora.ts';
const fields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

function fromQuery(q: URLSearchParams): TrafficSource {
  const ts = Object.fromEntries(fields.map((f) => [f, (q.get(f) ?? '').slice(0, 100)])) as unknown as TrafficSource;
  const click = q.get('click_id') || q.get('clickid');
  if (click) ts.click_id = click.slice(0, 100);
  return ts;
}

/** captureTrafficSource stores the record from search unless one is stored already, and returns the stored one. */
export function captureTrafficSource(search: string): TrafficSource | undefined {
  const stored = storedTrafficSource();
  if (stored) return stored;
  const q = new URLSearchParams(search);
  if (!q.get('network') && !q.get('ref')) return undefined;
  const ts = fromQuery(q);
  try {
    localStorage.setItem(key, JSON.stringify(ts));
  } catch {
    // Without storage the record lives only for this page view.
  }
  return ts;
}

/** cookieTrafficSource reads the server's first-touch cookie (a query string); none at build time. */
function cookieTrafficSource(): TrafficSource | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  if (!raw) return undefined;
  const q = new URLSearchParams(raw);
  return q.get('network') || q.get('ref') ? fromQuery(q) : undefined;
}

export function storedTrafficSource(): TrafficSource | undefined {
  const fromCookie = cookieTrafficSource();
  if (fromCookie) return fromCookie;
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as TrafficSource) : undefined;
  } catch {
    return undefined;
  }
}
