import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// A flow `npm run new-flow` made has its page and its sandbox area before docs/product.md and the
// spec do: its own README.md names them until then. scripts/docs.test.ts and pages/routes.test.ts
// accept that, and find the README the same way, through the flow's tag file.

const root = resolve(import.meta.dirname, '../..');

/** Each tag file of widgets/ (a path from the root) with its text, read once. */
let tagFiles: { path: string; text: string }[] | undefined;

/**
 * The README.md of the flow folder whose tag file declares `tag` (`widgets/gift-card/README.md` for
 * `byko-gift-card`), as a path from the root, or undefined when that folder has none.
 */
export function flowReadmeOf(tag: string): string | undefined {
  tagFiles ??= readdirSync(join(root, 'widgets'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tag.ts'))
    .map((file) => ({
      path: join('widgets', file),
      text: readFileSync(join(root, 'widgets', file), 'utf8'),
    }));
  const tagFile = tagFiles.find((file) => file.text.includes(`'${tag}'`));
  if (tagFile === undefined) return undefined;
  const readme = join(dirname(tagFile.path), 'README.md');
  return existsSync(join(root, readme)) ? readme : undefined;
}

/** Whether the README of the flow that `tag` mounts names the page `path` (in backticks). */
export function flowReadmeNamesPage(tag: string, path: string): boolean {
  const readme = flowReadmeOf(tag);
  return readme !== undefined && readFileSync(join(root, readme), 'utf8').includes(`\`${path}\``);
}
