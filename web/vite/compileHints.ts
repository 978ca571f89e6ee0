import type { Plugin, Rollup } from 'vite';

// V8 compiles a function on the main thread the first time it is called, unless the file
// asked for all its functions at once: then Chromium (136 and later) compiles them on a
// background thread while the file streams in. A page's start runs most of the code its
// entry imports, so on a slow phone those first calls were a long task of compiling
// (issues 22 and 24; figures in docs/decisions.md). compileHints marks the code every page
// of a build runs at start (each entry chunk and the chunks it imports statically) and
// every other chunk of at least minCode bytes of code (a screen's own: a lander's sign-up
// form, the search). Smaller chunks and translations are left to V8's lazy compiling: the
// comment's bytes, which count against the pages' budgets (scripts/bundle-size.mjs), would
// weigh more than the little compiling they save.

/** hint is V8's explicit compile hint for a whole file: it must open the file. */
export const hint = '//# allFunctionsCalledOnLoad\n';

/** minCode is the size of code (minified, in bytes) from which a chunk is worth the hint. */
export const minCode = 8 * 1024;

/** compileHints marks the code a page runs at start for eager compiling. */
export function compileHints(): Plugin {
  return {
    name: 'amora-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      markStartCode(bundle);
    },
  };
}

/**
 * markStartCode puts the hint at the head of every entry chunk, every chunk an entry
 * imports (directly or through another) and every chunk of minCode or more that is code,
 * not translations. A file keeps its name: the hint is the same for every build, so the
 * name's hash still changes exactly when the code does.
 */
export function markStartCode(bundle: Rollup.OutputBundle): void {
  const mark = (chunk: Rollup.OutputChunk) => {
    if (!chunk.code.startsWith(hint)) chunk.code = hint + chunk.code;
  };
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    mark(chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const f of Object.values(bundle)) {
    if (f.type !== 'chunk') continue;
    if (f.isEntry) visit(f.fileName);
    else if (f.code.length >= minCode && !f.moduleIds.every((id) => id.endsWith('.json'))) mark(f);
  }
}
