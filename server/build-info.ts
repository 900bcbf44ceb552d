import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Read at build time: the bundled server (dist-server/serve.mjs) runs where there is no package.json.
import { version } from '../package.json' with { type: 'json' };

/** Which build a server runs, for `/healthz`: the package's version and the loader's content. */
export interface BuildInfo {
  version: string;
  /** The first hex digits of the loader's SHA-256: it names every chunk, so it changes with any of them. */
  build?: string;
}

export function buildInfo(root: string): BuildInfo {
  try {
    const loader = readFileSync(join(root, 'dist-cdn', 'byko-widgets.js'));
    return { version, build: createHash('sha256').update(loader).digest('hex').slice(0, 12) };
  } catch {
    return { version };
  }
}
