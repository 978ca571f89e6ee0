import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { minBytes, precompress } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(bundle: Record<string, unknown>) {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets')); // where the build wrote the assets themselves
  const hook = precompress().writeBundle as (this: unknown, o: Rollup.NormalizedOutputOptions, b: Rollup.OutputBundle) => void;
  hook.call({}, { dir } as Rollup.NormalizedOutputOptions, bundle as unknown as Rollup.OutputBundle);
}

describe('precompress', () => {
  const code = 'export const greet = (name) => `Hoi ${name}!`;\n'.repeat(100);
  const css = '.card{border-radius:1rem}\n'.repeat(100);

  it('writes a Brotli copy of each large text asset that reads back as the asset', () => {
    write({
      'assets/index-a1.js': { type: 'chunk', fileName: 'assets/index-a1.js', code },
      'assets/index-b2.css': { type: 'asset', fileName: 'assets/index-b2.css', source: css },
    });
    const js = readFileSync(join(dir, 'assets/index-a1.js.br'));
    expect(brotliDecompressSync(js).toString()).toBe(code);
    expect(js.length).toBeLessThan(code.length / 10);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-b2.css.br'))).toString()).toBe(css);
  });

  it('leaves small assets and images as they are', () => {
    write({
      'assets/tiny-c3.js': { type: 'chunk', fileName: 'assets/tiny-c3.js', code: 'x'.repeat(minBytes - 1) },
      'assets/photo-d4.webp': { type: 'asset', fileName: 'assets/photo-d4.webp', source: new Uint8Array(5000) },
    });
    expect(existsSync(join(dir, 'assets/tiny-c3.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/photo-d4.webp.br'))).toBe(false);
  });
});

