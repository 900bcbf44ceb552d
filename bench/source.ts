import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import * as v from 'valibot';

/**
 * Names a place in the built JavaScript by its source file, line and name, through the build's
 * (hidden) source maps: a slow handler reported as `pay.element-x.js:1:48213` says nothing, as
 * `widgets/pay/card/CardForm.tsx:88 onNumberInput` it says what to fix.
 */
export class SourceLocator {
  private readonly files = new Map<string, { code: string; map: SourceMap | undefined } | undefined>();

  /** `served`: a URL path prefix and the directory it is served from ('/cdn/' → dist-cdn). */
  constructor(private readonly served: readonly { prefix: string; directory: string }[]) {}

  private file(url: string) {
    if (this.files.has(url)) return this.files.get(url);
    let found: { code: string; map: SourceMap | undefined } | undefined;
    try {
      const path = new URL(url).pathname;
      const root = this.served.find((entry) => path.startsWith(entry.prefix));
      if (root) {
        const file = join(root.directory, path.slice(root.prefix.length));
        if (existsSync(file)) {
          const mapFile = `${file}.map`;
          found = {
            code: readFileSync(file, 'utf8'),
            map: existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined,
          };
        }
      }
    } catch {
      // Not a URL of ours (an extension, '(program)'): named as it came.
    }
    this.files.set(url, found);
    return found;
  }

  /** `url` at zero-based `line` and `column`. */
  locate(url: string, line: number, column: number, name = ''): string {
    const short = url.replace(/^https?:\/\/[^/]+/, '');
    const entry = this.file(url)?.map?.findEntry(line, column);
    if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string')
      return `${name || '(anonymous)'} ${short}:${line + 1}:${column + 1}`;
    // Relative to the map, through the worktree's node_modules link: named from the package on.
    const source = entry.originalSource
      .replace(/^(\.\.\/)+/, '')
      .replace(/^[a-z]+:\/\/\/?/, '')
      .replace(/^.*?(node_modules\/)/, '$1');
    const originalName = 'name' in entry && typeof entry.name === 'string' ? entry.name : '';
    // A minified name says nothing once the place is known.
    return `${originalName ? `${originalName} ` : ''}${source}:${entry.originalLine + 1}`;
  }

  /** `url` at a character offset (the Long Animation Frames API's sourceCharPosition). */
  locateCharacter(url: string, position: number): string {
    const code = this.file(url)?.code;
    if (code === undefined || position < 0) return `${url.replace(/^https?:\/\/[^/]+/, '')}@${position}`;
    const before = code.slice(0, position);
    const line = before.split('\n').length - 1;
    return this.locate(url, line, position - (before.lastIndexOf('\n') + 1));
  }
}

const cpuProfile = v.object({
  nodes: v.array(
    v.object({
      id: v.number(),
      callFrame: v.object({
        functionName: v.string(),
        url: v.string(),
        lineNumber: v.number(),
        columnNumber: v.number(),
      }),
    }),
  ),
  samples: v.optional(v.array(v.number()), []),
  timeDeltas: v.optional(v.array(v.number()), []),
});

/** The functions with the most self time in a CDP CPU profile, by source; idle time left out. */
export function profileHotFunctions(
  profile: unknown,
  sources: SourceLocator,
  count: number,
): { name: string; selfMs: number }[] {
  const parsed = v.parse(cpuProfile, profile);
  const nodes = new Map(parsed.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<string, number>();
  parsed.samples.forEach((nodeId, index) => {
    const node = nodes.get(nodeId);
    // A sample's time is the gap to the next one.
    const micros = parsed.timeDeltas[index + 1] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const frame = node.callFrame;
    const name = frame.url
      ? sources.locate(frame.url, frame.lineNumber, frame.columnNumber, frame.functionName)
      : frame.functionName || '(anonymous)';
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + micros);
  });
  return [...selfMicros]
    .map(([name, micros]) => ({ name, selfMs: micros / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count);
}
