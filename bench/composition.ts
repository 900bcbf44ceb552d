import * as v from 'valibot';

/**
 * What a built chunk is made of, by package or project folder, from its source map: the bytes of
 * the chunk each source produced. The budget table says a chunk costs 82 KiB; this says that most
 * of it is react-dom.
 */

const sourceMapFile = v.object({ sources: v.array(v.string()), mappings: v.string() });

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = base64.indexOf(character);
    if (digit < 0) return fields;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** 'node_modules/react-dom/cjs/x.js' → 'react-dom'; 'widgets/pay/card/CardForm.tsx' → 'widgets/pay'. */
export function groupOf(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/^[a-z]+:\/\/\/?/, '');
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packagePath?.[1]) return packagePath[1];
  return path.split('/').slice(0, 2).join('/');
}

/** Bytes of `code` produced by each group of sources, largest first; unmapped bytes as '(unmapped)'. */
export function compositionOf(code: string, sourceMapText: string): { group: string; bytes: number }[] {
  const map = v.parse(sourceMapFile, JSON.parse(sourceMapText));
  const totals = new Map<string, number>();
  const add = (group: string, bytes: number) => totals.set(group, (totals.get(group) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter((segment) => segment !== '');
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        starts.push({ column, source: sourceIndex });
      } else {
        starts.push({ column, source: undefined });
      }
    }
    // The newline belongs to the line's last source.
    const lineBytes = Buffer.byteLength(line) + (lineIndex < lines.length - 1 ? 1 : 0);
    if (starts.length === 0 || (starts[0]?.column ?? 0) > 0) {
      add(
        '(unmapped)',
        starts.length === 0 ? lineBytes : Buffer.byteLength(line.slice(0, starts[0]?.column)),
      );
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? line.length;
      const bytes =
        Buffer.byteLength(line.slice(start.column, end)) +
        (index === starts.length - 1 ? lineBytes - Buffer.byteLength(line) : 0);
      const source = start.source === undefined ? undefined : map.sources[start.source];
      add(source === undefined ? '(unmapped)' : groupOf(source), bytes);
    });
  });
  return [...totals].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes);
}
