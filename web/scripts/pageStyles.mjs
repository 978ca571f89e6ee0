// The stylesheets of a prerendered page's screen that index.html does not have (the
// profile's gift button): the app's loader would add each as it loaded the screen and
// wait for it before the page could hydrate, a round trip after the entry had run.
// scripts/prerender.mjs writes them into the page instead (issue 22). The screen's code
// is not asked for ahead: fetched beside the first photos, it took the line from them
// (the profile's LCP went from 2.4 s to 3.1 s, calibrated).
import { closure } from './manifest.mjs';

/**
 * pageStyles returns the stylesheets (as "/assets/...") of screen, the screen's source
 * file as the manifest names it, and of what it imports, less index.html's own. It throws
 * when the manifest does not know the screen: the build has moved, and the list must follow.
 */
export function pageStyles(manifest, screen) {
  if (!manifest[screen]) throw new Error(`the build's manifest has no ${screen}`);
  const entry = closure(manifest, 'index.html');
  const own = closure(manifest, screen);
  const entryCss = new Set([...entry].flatMap((k) => manifest[k].css ?? []));
  const css = new Set([...own].flatMap((k) => manifest[k].css ?? []).filter((f) => !entryCss.has(f)));
  return [...css].map((f) => `/${f}`);
}

/** withStylesheets puts a stylesheet link for each file after the page's last one. */
export function withStylesheets(html, files) {
  const at = html.lastIndexOf('<link rel="stylesheet"');
  if (at < 0) throw new Error('index.html: no stylesheet to follow');
  const end = html.indexOf('>', at) + 1;
  return html.slice(0, end) + files.map((f) => `\n    <link rel="stylesheet" crossorigin href="${f}">`).join('') + html.slice(end);
}
