import { createHash } from 'node:crypto';
import { PurgeCSS } from 'purgecss';
import type { Plugin, Rollup } from 'vite';

// The landers' stylesheet blocks their first paint, on a phone at 1.6 Mbps (issue 24):
// it is the members' app's, Bootstrap's parts and utilities included, of which a lander
// uses a small part. unusedCss drops the rules whose classes no code of the build names.

/** words are the class-like words a chunk's code holds ("btn", "collage-tile-"). */
export function words(code: string): string[] {
  return code.match(/[A-Za-z0-9_-]+/g) ?? [];
}

/**
 * prefixPatterns are the class prefixes the code builds names from (`collage-tile-${i}`
 * leaves "collage-tile-" in the code): every class that starts with one is kept.
 */
export function prefixPatterns(code: string): RegExp[] {
  const prefixes = new Set(words(code).filter((w) => w.length > 3 && w.endsWith('-') && /^[a-z]/.test(w)));
  return [...prefixes].map((p) => new RegExp(`^${p.replace(/[-]/g, '\\-')}`));
}

/** Options say which stylesheets to trim and which classes to keep whatever the code says. */
export interface UnusedCssOptions {
  /** stylesheets: the file names trimmed (all the build's stylesheets when absent). */
  stylesheets?: RegExp;
  /** keep: classes a library builds at run time from parts (`${prefix}-${size}`), kept. */
  keep?: RegExp[];
}

/**
 * unusedCss removes, from the build's stylesheets, the rules of classes, ids and elements
 * that none of its chunks names; the custom properties, keyframes and font faces stay.
 */
export function unusedCss(options: UnusedCssOptions = {}): Plugin {
  return {
    name: 'amora-unused-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_, bundle) {
      await purgeBundle(bundle, (file) => this.emitFile(file), options);
    },
  };
}

type Emit = (file: { type: 'asset'; fileName: string; source: string }) => unknown;

/** purgeBundle drops the unused rules of a bundle's stylesheets, renaming each for its new content. */
export async function purgeBundle(bundle: Rollup.OutputBundle, emit: Emit, { stylesheets, keep = [] }: UnusedCssOptions = {}): Promise<void> {
  const files = Object.values(bundle);
  const code = files.map((f) => (f.type === 'chunk' ? f.code : f.fileName.endsWith('.html') ? String(f.source) : '')).join('\n');
  const safelist = { standard: ['html', 'body', ...prefixPatterns(code), ...keep] };
  for (const f of files) {
    if (f.type !== 'asset' || !f.fileName.endsWith('.css') || (stylesheets && !stylesheets.test(f.fileName))) continue;
    const [out] = await new PurgeCSS().purge({
      content: [{ raw: code, extension: 'js' }],
      css: [{ raw: String(f.source) }],
      defaultExtractor: words,
      safelist,
    });
    if (out) rename(emit, bundle, f.fileName, out.css);
  }
}

/**
 * rename gives a stylesheet its new content under a name with the new content's hash
 * (the built names are cached for good), and points the chunks, pages and manifest at it.
 */
function rename(emit: Emit, bundle: Rollup.OutputBundle, fileName: string, css: string): void {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') return;
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const renamed = fileName.replace(/-[A-Za-z0-9_-]{8}\.css$/, `-${hash}.css`);
  if (renamed === fileName) {
    asset.source = css;
    return;
  }
  delete bundle[fileName];
  emit({ type: 'asset', fileName: renamed, source: css });
  for (const f of Object.values(bundle)) {
    if (f.type === 'chunk') {
      f.code = f.code.replaceAll(fileName, renamed);
      const imported = f.viteMetadata?.importedCss;
      if (imported?.delete(fileName)) imported.add(renamed);
    } else if (f.fileName.endsWith('.html')) {
      f.source = String(f.source).replaceAll(fileName, renamed);
    }
  }
}
