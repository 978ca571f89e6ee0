import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { hint, markStartCode, minCode } from './compileHints';

const chunk = (fileName: string, isEntry: boolean, imports: string[], moduleIds = [fileName.replace('assets/', 'src/') + 'x']) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
  code: `/* ${fileName} */`,
});
const big = (c: ReturnType<typeof chunk>) => ({ ...c, code: c.code + ' '.repeat(minCode) });

function bundle() {
  return {
    'assets/index.js': chunk('assets/index.js', true, ['assets/vendor.js']),
    'assets/vendor.js': chunk('assets/vendor.js', false, ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', false, []),
    'assets/Chat.js': chunk('assets/Chat.js', false, ['assets/vendor.js']),
    'assets/en-common.js': chunk('assets/en-common.js', false, []),
    'assets/Search.js': big(chunk('assets/Search.js', false, ['assets/vendor.js'])),
    'assets/en-errors.js': big(chunk('assets/en-errors.js', false, [], ['src/locales/en/errors.json'])),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
  } as unknown as Rollup.OutputBundle;
}

const code = (b: Rollup.OutputBundle, f: string) => (b[f] as Rollup.OutputChunk).code;

describe('markStartCode', () => {
  it('marks the entry and what it imports, directly or not, and leaves small route chunks and assets alone', () => {
    const b = bundle();
    markStartCode(b);
    for (const f of ['assets/index.js', 'assets/vendor.js', 'assets/react.js']) expect(code(b, f)).toBe(`${hint}/* ${f} */`);
    for (const f of ['assets/Chat.js', 'assets/en-common.js']) expect(code(b, f)).toBe(`/* ${f} */`);
    expect((b['assets/index.css'] as Rollup.OutputAsset).source).toBe('body{}');
  });

  it('marks a large route chunk of code, not a large one of translations', () => {
    const b = bundle();
    markStartCode(b);
    expect(code(b, 'assets/Search.js').startsWith(hint)).toBe(true);
    expect(code(b, 'assets/en-errors.js').startsWith(hint)).toBe(false);
  });

  it('marks a chunk once, however many chunks import it', () => {
    const b = bundle();
    markStartCode(b);
    markStartCode(b);
    expect(code(b, 'assets/vendor.js').split(hint)).toHaveLength(2);
  });

  it('is the comment V8 reads, on a line of its own at the head of the file', () => {
    expect(hint).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
