// The first screen's answers a prerendered page carries (internal/httpapi/firstscreen.go):
// the server answered the call the page makes first (the landing's members, the first
// search page, the profile) while sending the page. The API client takes such an answer
// instead of the network, once, for the same URL; the page shows it as soon as it is
// hydrated, with its photos already on their way.

/** maxAgeMs: an answer older than this (since the page started loading) is asked afresh. */
const maxAgeMs = 30_000;

let answers: Map<string, unknown> | undefined;

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
 * takeFirstAnswer returns the page's answer of a GET of url as a Response, and forgets it
 * (a later call asks the server). Anything but a GET drops them all: a login or another
 * change makes them no longer this browser's answers.
 */
export function takeFirstAnswer(method: string, url: string): Response | undefined {
  const all = read();
  if (all.size === 0) return undefined;
  if (method !== 'GET' || performance.now() > maxAgeMs) {
    all.clear();
    return undefined;
  }
  const key = requestKey(url);
  if (!all.has(key)) return undefined;
  const body = all.get(key);
  all.delete(key);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** forgetFirstAnswers drops the answers read (tests start afresh). */
export function forgetFirstAnswers(): void {
  answers = undefined;
}
