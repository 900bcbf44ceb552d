import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Build step: a brotli (`.br`) and a gzip (`.gz`) twin beside each text file of the builds from
 * 1 KiB up, at the best settings (done once here, not on every request). The server sends the
 * best one the browser accepts (serveStatic's `precompressed`).
 */
export const compressedExtensions = new Set(['.js', '.css', '.html', '.json', '.svg', '.ts']);
export const minimumBytes = 1024;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function precompress(folder: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of files(folder)) {
    if (!compressedExtensions.has(extname(path))) continue;
    const content = readFileSync(path);
    if (content.length < minimumBytes) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files: count, bytes, brotliBytes };
}

if (process.argv[1]?.endsWith('precompress.ts')) {
  for (const folder of process.argv.slice(2)) {
    const result = precompress(folder);
    console.log(
      `${folder}: ${result.files} files compressed, ${(result.bytes / 1024).toFixed(1)} KiB → ${(result.brotliBytes / 1024).toFixed(1)} KiB brotli`,
    );
  }
}
