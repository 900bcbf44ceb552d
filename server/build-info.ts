import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Which build a server runs, for `/healthz`: the package's version and the loader's content. */
export interface BuildInfo {
  version: string;
  /** The first hex digits of the loader's SHA-256: it names every chunk, so it changes with any of them. */
  build?: string;
}

const packageFile = resolve(import.meta.dirname, '../package.json');

export function buildInfo(root: string): BuildInfo {
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  try {
    const loader = readFileSync(join(root, 'dist-cdn', 'byko-widgets.js'));
    return { version, build: createHash('sha256').update(loader).digest('hex').slice(0, 12) };
  } catch {
    return { version };
  }
}
