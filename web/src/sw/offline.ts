// The service worker's own texts (locales/<lang>/sw.json): the offline page and the
// title of a push that came without one. The worker cannot use i18next or the app's
// chunks, so the seven small catalogs are built into it.
import de from '../locales/de/sw.json';
import en from '../locales/en/sw.json';
import es from '../locales/es/sw.json';
import fr from '../locales/fr/sw.json';
import it from '../locales/it/sw.json';
import nl from '../locales/nl/sw.json';
import pl from '../locales/pl/sw.json';

export const swTexts = { en, nl, de, es, fr, it, pl };
export type SwLanguage = keyof typeof swTexts;

/** swLanguage picks the language like the app does: the locale cookie, then the browser's languages, then en. */
export function swLanguage(cookie: string | undefined, browser: readonly string[]): SwLanguage {
  for (const tag of [cookie, ...browser]) {
    const base = tag?.toLowerCase().split(/[-_]/)[0];
    if (base && base in swTexts) return base as SwLanguage;
  }
  return 'en';
}

const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * offlinePage is the page a navigation gets without a network: the brand mark, what
 * happened, and a button to try again; it reloads by itself when the connection returns.
 */
export function offlinePage(lang: SwLanguage): string {
  const t = swTexts[lang].offline;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#d6336c">
<title>${escapeHTML(t.title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf7fb;color:#2b2238;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{max-width:26rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{line-height:1.5}
button{margin-top:1rem;border:0;border-radius:.6rem;padding:.6rem 1.4rem;font:inherit;font-weight:600;color:#fff;background:#d6336c;cursor:pointer}</style></head>
<body><main><svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6336c"/><stop offset="1" stop-color="#6c5ce7"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M32 50s-17-10.2-17-22.4C15 21.2 19.6 17 25 17c3.2 0 5.6 1.6 7 3.8 1.4-2.2 3.8-3.8 7-3.8 5.4 0 10 4.2 10 10.6C49 39.8 32 50 32 50z" fill="#fff"/></svg>
<h1>${escapeHTML(t.title)}</h1><p>${escapeHTML(t.text)}</p><button type="button" onclick="location.reload()">${escapeHTML(t.retry)}</button></main>
<script>addEventListener('online',function(){location.reload()})</script></body></html>`;
}
