import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';

export const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'] as const;

/** catalog reads a namespace of the app's translations, to assert on real text. */
export function catalog(lang: string, ns = 'common'): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(new URL(`../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
}

/** shoot saves a full-page screenshot named for the test step and the viewport project. */
export async function shoot(page: Page, info: TestInfo, name: string) {
  // From the top, so that the sticky navigation sits where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/${name}-${info.project.name}.png`, fullPage: true, animations: 'disabled' });
}

// A real PNG to upload as a photo, made in the test itself (screenshots are not
// kept in the repository): the page as it looks now.
export async function pngOf(page: Page, name: string) {
  return { name: `${name}.png`, mimeType: 'image/png', buffer: await page.screenshot() };
}

/**
 * enterSite marks the adults-only warning as already confirmed, as for a returning
 * visitor: the app's stored dismissal, and the cookie that keeps the server from putting
 * the warning in the page.
 */
export async function enterSite(page: Page) {
  await page.addInitScript(() => localStorage.setItem('amora.dismissed.siteEntry', String(Date.now())));
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'amora.site-entry', value: '1', url: baseURL }]);
}

/** setLocale sets the locale cookie before the first page load. */
export async function setLocale(page: Page, baseURL: string, lang: string) {
  await page.context().addCookies([{ name: 'amora.locale', value: lang, url: baseURL }]);
}

/** hydrated reports whether React has taken over the page's heading (it marks the nodes it owns). */
export const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')));

/** waitForHydration waits until the app has taken over a prerendered page: its buttons do nothing before. */
export async function waitForHydration(page: Page) {
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
}

/**
 * openLanguageMenu opens the language menu once the app answers. A prerendered page shows
 * the button before the app has hydrated it, and a click then does nothing, so it tries
 * again until the menu lists `option` (the other languages are listed after hydration).
 */
export async function openLanguageMenu(page: Page, label: string, option: string) {
  await expect(async () => {
    const menu = page.locator('#language-menu + .dropdown-menu');
    if (!(await menu.isVisible())) await page.getByRole('button', { name: label }).click();
    await expect(menu.getByRole('button', { name: option })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** escapeRegExp makes s match itself literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * sentTo tells whether a raw e-mail is addressed to `to`: its To header names exactly that
 * address. A plain search of the text also took faces-viewer-phone@… for viewer-phone@…,
 * and so the other test's used activation link (a 404 whenever its own mail came late).
 */
function sentTo(raw: string, to: string): boolean {
  return new RegExp(`^To: .*<${escapeRegExp(to)}>`, 'mi').test(raw);
}

/** decodeMail undoes quoted-printable (soft line breaks, then =XX) and reads the bytes as UTF-8. */
function decodeMail(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * outboxMail waits for an e-mail to `to` in the test server's outbox (newest first) that
 * contains every one of texts once decoded, and returns its decoded text.
 */
export async function outboxMail(to: string, texts: string[] = [], timeoutMs = 10_000): Promise<string> {
  const { readdirSync, readFileSync: read } = await import('node:fs');
  const dir = new URL('./.tmp/outbox/', import.meta.url);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      // The outbox appears with the first e-mail.
    }
    for (const f of files) {
      const raw = read(new URL(f, dir), 'utf8');
      if (!sentTo(raw, to)) continue;
      const text = decodeMail(raw);
      if (texts.every((t) => text.includes(t))) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to}${texts.length ? ` with ${texts.join(', ')}` : ''}`);
}

/** mailLink waits for an e-mail to `to` with a link to path and returns that link. */
export async function mailLink(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const text = await outboxMail(to, [path], timeoutMs);
  const m = new RegExp(`https?://[^\\s"<>]+${escapeRegExp(path)}[^\\s"<>]*`).exec(text);
  if (!m) throw new Error(`the e-mail to ${to} has no link to ${path}`);
  return m[0];
}

/** createMember signs up and confirms a member through the API; the page's context is then logged in as them. */
export async function createMember(page: Page, email: string, lang: string, password = 'a-good-passphrase-42', name = 'Robin') {
  const headers = { 'X-Requested-With': 'amora' };
  const res = await page.request.post('/api/signup', {
    headers,
    data: { name, email, password, date_of_birth: '1991-07-08', language: lang },
  });
  if (res.status() !== 201) throw new Error(`signup: ${res.status()} ${await res.text()}`);
  const link = await mailLink(email, '/activate/done?token=');
  const token = new URL(link).searchParams.get('token');
  const act = await page.request.post('/api/activate', { headers, data: { token } });
  if (act.status() !== 200) throw new Error(`activate: ${act.status()}`);
  const prof = await page.request.put('/api/profile', {
    headers,
    data: { gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht' },
  });
  if (prof.status() !== 200) throw new Error(`profile: ${prof.status()} ${await prof.text()}`);
}

/**
 * newMemberPage opens a page in a context of its own, at the project's viewport, for a
 * new confirmed member (see createMember), and returns it with the member's id.
 */
export async function newMemberPage(browser: Browser, baseURL: string, info: TestInfo, email: string, name: string) {
  const page = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  await enterSite(page);
  await createMember(page, email, 'en', 'a-good-passphrase-42', name);
  const me = await (await page.request.get('/api/user')).json();
  return { page, id: me.id as number };
}

/** path returns the path and query of an absolute link, to open it on the test server. */
export function pathOf(link: string): string {
  const u = new URL(link);
  return u.pathname + u.search;
}

/**
 * addPhoto uploads a photo for the member the page is logged in as: a screenshot of the
 * page will do. Only complete profiles (complete-signup answered and a main photo) are
 * listed in search, the swipe game and the match finder.
 */
export async function addPhoto(page: Page) {
  const res = await page.request.post('/api/photos', {
    headers: { 'X-Requested-With': 'amora' },
    multipart: { photo: await pngOf(page, 'photo') },
  });
  if (res.status() !== 201) throw new Error(`photo: ${res.status()} ${await res.text()}`);
}

/** acceptCheckout ticks the checkout's two required boxes: the terms, and immediate delivery (issue 23). */
export async function acceptCheckout(page: Page) {
  await page.getByTestId('consent-accept_terms').check();
  await page.getByTestId('consent-immediate_delivery').check();
}

/** layoutShift is the page's cumulative layout shift so far (the CLS metric, without input-driven shifts). */
export const layoutShift = () =>
  new Promise<number>((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(sum), 300);
  });
