import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumBytes, precompress } from './precompress.ts';

describe('precompress', () => {
  const folder = mkdtempSync(join(tmpdir(), 'byko-precompress-'));
  /** 2 KiB of code that compresses, in a subfolder as the chunks are. */
  const script = Buffer.from(
    Array.from({ length: 64 }, (_, index) => `export const value${index} = ${index} * 2;\n`)
      .join('')
      .padEnd(2048, '/'),
  );
  const smallScript = Buffer.from('x'.repeat(500));
  const picture = Buffer.alloc(4096, 7);
  const sourceMap = Buffer.from(`{"mappings":"${'A'.repeat(4096)}"}`);
  let result: ReturnType<typeof precompress>;

  beforeAll(() => {
    mkdirSync(join(folder, 'chunks'));
    writeFileSync(join(folder, 'chunks', 'pay.element-AbCd1234.js'), script);
    writeFileSync(join(folder, 'small.js'), smallScript);
    writeFileSync(join(folder, 'logo.png'), picture);
    writeFileSync(join(folder, 'byko-widgets.js.map'), sourceMap);
    result = precompress(folder);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a brotli and a gzip twin that decompress to the file', () => {
    const path = join(folder, 'chunks', 'pay.element-AbCd1234.js');
    const brotli = readFileSync(`${path}.br`);
    const gzip = readFileSync(`${path}.gz`);
    expect(brotliDecompressSync(brotli).equals(script)).toBe(true);
    expect(gunzipSync(gzip).equals(script)).toBe(true);
    expect(brotli.length).toBeLessThan(script.length);
    expect(result).toEqual({ files: 1, bytes: script.length, brotliBytes: brotli.length });
  });

  it('leaves files under 1 KiB, pictures and source maps alone', () => {
    expect(smallScript.length).toBeLessThan(minimumBytes);
    for (const name of ['small.js', 'logo.png', 'byko-widgets.js.map']) {
      expect(existsSync(join(folder, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(folder, `${name}.gz`)), name).toBe(false);
    }
  });

  it('does not compress its own twins when run again', () => {
    expect(precompress(folder).files).toBe(1);
    expect(existsSync(join(folder, 'chunks', 'pay.element-AbCd1234.js.br.br'))).toBe(false);
    expect(existsSync(join(folder, 'chunks', 'pay.element-AbCd1234.js.gz.br'))).toBe(false);
  });
});
