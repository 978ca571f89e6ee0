import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';

export const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'] as const;

/** catalog reads a namespace of the app's translations, to assert on real text. */
export function catalog(lang: string, ns = 'common'): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(new URL(`../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
}

/** shoot saves a full-page screenshot named for the test step and the viewport project. */
export async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}-${info.project.name}.png`, fullPage: true, animations: 'disabled' });
}

/** enterSite marks the adults-only warning as already confirmed, as for a returning visitor. */
export async function enterSite(page: Page) {
  await page.addInitScript(() => localStorage.setItem('amora.dismissed.siteEntry', String(Date.now())));
}

/** setLocale sets the locale cookie before the first page load. */
export async function setLocale(page: Page, baseURL: string, lang: string) {
  await page.context().addCookies([{ name: 'amora.locale', value: lang, url: baseURL }]);
}
