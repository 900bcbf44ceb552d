import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/support/imports.ts';

// A story file is read as a flow's folder is: one section at a time. Past 400 lines it is split by
// section, as the flow's folder is split (pay: the page, the card, 3-D Secure, Google Pay, the
// slip…), each file its own Storybook title, what they share in a `<flow>-plays.ts` beside them.

const storiesDir = fileURLToPath(new URL('.', import.meta.url));
const maxLines = 400;

/** Lines as `wc -l` counts them, with a last line that has no newline counted too. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

const storyFiles = sourceFiles(storiesDir, /\.tsx?$/);

describe('the story files', () => {
  it('are found (this test reads the folder it is in)', () => {
    expect(storyFiles.some((file) => file.endsWith('pay.stories.tsx'))).toBe(true);
  });

  it(`are at most ${maxLines} lines each`, () => {
    const tooLong = storyFiles
      .map((file) => ({ file: relative(storiesDir, file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('')).toBe(0);
  });
});
