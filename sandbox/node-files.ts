import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SandboxFileReader } from './files.ts';
import { videoFiles } from './video-loop/fixtures.ts';

// Node only: the sandbox app imports nothing from node: (it also runs in Storybook), so the servers
// that run it in Node (npm start, npm run sandbox, the tests) hand it this reader.

/** Where the files the sandbox serves are: the golf videos. */
export const videoFilesDirectory = resolve(import.meta.dirname, 'video-loop/files');

/**
 * The sandbox's reader of its files in Node. Only the files the sandbox serves, by exact name: a
 * request's name never becomes a path of its own.
 */
export function sandboxFileReader(directory: string = videoFilesDirectory): SandboxFileReader {
  const served: readonly string[] = videoFiles;
  return async (name) => {
    if (!served.includes(name)) return undefined;
    try {
      return new Uint8Array(await readFile(join(directory, name)));
    } catch {
      return undefined;
    }
  };
}
