import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// What the tests of the folders' boundaries read (widgets/flow-boundaries.test.ts,
// server/layers.test.ts): the source files of a folder, and the modules each names.

/** The files below `dir` whose name `namePattern` matches, installed packages left out. */
export function sourceFiles(dir: string, namePattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, namePattern);
    return namePattern.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, CSS @import. */
export function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?<![@\w])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => Array.from(source.matchAll(pattern), (match) => match[1] ?? ''));
}
