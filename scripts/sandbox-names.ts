import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What names the sandbox in built output: a path of its pages (`/sandbox/…`) or controls
 * (`/__sandbox/…`), its Icelandic name, or an environment called SANDBOX. The built bundle and
 * pages must carry none of these: a sandbox value reaches the elements only as a setting the server
 * writes into the page. (An iframe's `sandbox` attribute, which the 3-D Secure frame has, is none.)
 */
export const sandboxNames: readonly RegExp[] = [/\/sandbox\//, /__sandbox/, /sandkassi/i, /(["'`])SANDBOX\1/];

export interface SandboxMention {
  file: string;
  /** The name found, with up to 40 characters either side (a source map is one long line). */
  excerpt: string;
}

/** A compressed copy (.br, .gz) holds the same text as its original, which is read instead. */
const compressedCopy = /\.(br|gz)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !compressedCopy.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every place in the files under `directories` (source maps included) that names the sandbox. */
export function sandboxMentions(directories: readonly string[]): SandboxMention[] {
  const mentions: SandboxMention[] = [];
  for (const file of directories.flatMap(filesUnder).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const name of sandboxNames) {
      for (const match of text.matchAll(new RegExp(name.source, `${name.flags}g`))) {
        const at = match.index;
        mentions.push({ file, excerpt: text.slice(Math.max(0, at - 40), at + match[0].length + 40) });
      }
    }
  }
  return mentions;
}
