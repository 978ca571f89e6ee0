// The first screen's answers a prerendered page carries (internal/httpapi/firstscreen.go):
// the server answered the call the page makes first (the landing's members, the first
// search page, the profile) while sending the page. The API client takes such an answer
// instead of the network, once, for the same URL; the page shows it as soon as it is
// hydrated, with its photos already on their way.

/** maxAgeMs: an answer older than this (since the page started loading) is asked afresh. */
const maxAgeMs = 30_000;

let answers: Map<string, unknown> | undefined;

// The answers wait for the hydration to end: hydration is a transition that yields, and
// an answer landing in the middle of it (an update of the page being hydrated) would make
// React drop the server's HTML and draw the page anew. Not held unless the app hydrates.
let hydrated: Promise<void> = Promise.resolve();
const holdAtMostMs = 5_000;
let release = () => {};

/** holdFirstAnswers keeps the answers back until releaseFirstAnswers: the app calls it before it hydrates. */
export function holdFirstAnswers(): void {
  hydrated = new Promise((r) => {
    release = r;
    // Should the hydration never commit (a chunk that fails to load), the page still gets its data.
    setTimeout(r, holdAtMostMs);
  });
}

/** releaseFirstAnswers lets the answers go: the hydrated page has committed. */
export function releaseFirstAnswers(): void {
  release();
}

/** requestKey is a URL's path and sorted query: the server writes the same for the same call. */
export function requestKey(url: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.sort();
  return u.pathname + u.search;
}

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById('amora-first')?.textContent;
  if (!text) return answers;
  try {
    for (const a of JSON.parse(text) as { url: string; body: unknown }[]) answers.set(requestKey(a.url), a.body);
  } catch {
    // An unreadable block: the calls go to the network.
  }
  return answers;
}

/**
 * takeFirstAnswer returns the page's answer of a GET of url as a Response, once the page
 * is hydrated, and forgets it (a later call asks the server). Anything but a GET drops
 * them all: a login or another change makes them no longer this browser's answers.
 */
export async function takeFirstAnswer(method: string, url: string): Promise<Response | undefined> {
  const all = read();
  if (all.size === 0) return undefined;
  if (method !== 'GET') {
    all.clear();
    return undefined;
  }
  const key = requestKey(url);
  if (!all.has(key)) return undefined;
  const body = all.get(key);
  all.delete(key);
  await hydrated;
  if (performance.now() > maxAgeMs) return undefined;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** forgetFirstAnswers drops the answers read (tests start afresh). */
export function forgetFirstAnswers(): void {
  answers = undefined;
  hydrated = Promise.resolve();
}
