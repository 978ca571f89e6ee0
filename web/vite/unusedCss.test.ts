import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { prefixPatterns, purgeBundle } from './unusedCss';

const css = [
  ':root{--brand:#d6336c}',
  'body{margin:0}',
  '.btn{padding:1rem}',
  '.btn-primary{color:red}',
  '.btn-danger{color:blue}',
  '.collage-tile-3{grid-row:span 2}',
  '.unused .btn{display:none}',
  '@keyframes pulse{to{opacity:0}}',
].join('\n');

function bundle() {
  const code = 'const a="btn btn-primary",b=i=>`collage-tile collage-tile-${i%7}`;preload(["assets/landers-AAAAAAAA.css"]);';
  return {
    'assets/landers.js': { type: 'chunk', fileName: 'assets/landers.js', code, viteMetadata: { importedCss: new Set(['assets/landers-AAAAAAAA.css']) } },
    'landers.html': { type: 'asset', fileName: 'landers.html', source: '<link rel="stylesheet" href="/assets/landers-AAAAAAAA.css">' },
    'assets/landers-AAAAAAAA.css': { type: 'asset', fileName: 'assets/landers-AAAAAAAA.css', source: css },
  } as unknown as Rollup.OutputBundle;
}

describe('purgeBundle', () => {
  it('keeps the rules the code names, drops the others, and renames the stylesheet everywhere it is named', async () => {
    const b = bundle();
    const emitted: { fileName: string; source: string }[] = [];
    await purgeBundle(b, (f) => emitted.push(f));

    expect(emitted).toHaveLength(1);
    const [out] = emitted;
    expect(out!.fileName).toMatch(/^assets\/landers-[A-Za-z0-9_-]{8}\.css$/);
    expect(out!.fileName).not.toBe('assets/landers-AAAAAAAA.css');
    for (const kept of [':root', 'body', '.btn{', '.btn-primary', '.collage-tile-3', '@keyframes pulse']) expect(out!.source).toContain(kept);
    for (const dropped of ['.btn-danger', '.unused']) expect(out!.source).not.toContain(dropped);

    expect(b['assets/landers-AAAAAAAA.css']).toBeUndefined();
    const chunk = b['assets/landers.js'] as Rollup.OutputChunk;
    expect(chunk.code).toContain(out!.fileName);
    expect([...chunk.viteMetadata!.importedCss]).toEqual([out!.fileName]);
    expect(String((b['landers.html'] as Rollup.OutputAsset).source)).toContain(`/${out!.fileName}`);
  });
});

describe('prefixPatterns', () => {
  it('reads the class prefixes that names are built from', () => {
    const patterns = prefixPatterns('x=`icon-tile icon-tile-${f}`;y="a-"');
    expect(patterns.map(String)).toEqual(['/^icon\\-tile\\-/']);
  });
});

describe('purgeBundle options', () => {
  it('trims only the stylesheets named and keeps the classes a library builds from parts', async () => {
    const b = bundle();
    const other = ':root{--x:1}.modal-dialog-centered{display:flex}.bg-success{color:green}.btn-danger{color:blue}';
    b['assets/admin-BBBBBBBB.css'] = { type: 'asset', fileName: 'assets/admin-BBBBBBBB.css', source: other } as unknown as Rollup.OutputAsset;
    const emitted: { fileName: string; source: string }[] = [];
    await purgeBundle(b, (f) => emitted.push(f), { stylesheets: /^assets\/landers-/, keep: [/^modal/, /^bg-/] });

    expect(emitted.map((f) => f.fileName)).toEqual([expect.stringMatching(/^assets\/landers-/)]);
    expect((b['assets/admin-BBBBBBBB.css'] as Rollup.OutputAsset).source).toBe(other);

    const kept = bundle();
    kept['assets/landers-AAAAAAAA.css'] = { type: 'asset', fileName: 'assets/landers-AAAAAAAA.css', source: other } as unknown as Rollup.OutputAsset;
    const out: { fileName: string; source: string }[] = [];
    await purgeBundle(kept, (f) => out.push(f), { keep: [/^modal/, /^bg-/] });
    expect(out[0]!.source).toContain('.modal-dialog-centered');
    expect(out[0]!.source).toContain('.bg-success');
    expect(out[0]!.source).not.toContain('.btn-danger');
  });
});
