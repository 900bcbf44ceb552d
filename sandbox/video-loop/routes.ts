import { Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import type { SandboxFileReader } from '../files.ts';
import { videoFiles, videoList, videoListPath, videoReasons } from './fixtures.ts';
import { requestedRange } from './ranges.ts';

// The golf videos (spec §7 "Tools", SANDBOX.md "Tools"): the list file and the two videos, streamed
// in byte ranges. Full paths, mounted at the root. No login: spec §6 lets anyone use them.

export interface VideoOptions {
  /** Reads the videos of files/ (the sandbox cannot read the disk itself). */
  readonly readFile: SandboxFileReader;
}

function isVideoFile(name: string): name is (typeof videoFiles)[number] {
  return (videoFiles as readonly string[]).includes(name);
}

export function videoRoutes(options: VideoOptions): Hono {
  const routes = new Hono();

  routes.get(videoListPath, (c) => c.json(videoList));

  // The files are read once per app and kept: two small videos.
  const videoBytes = new Map<string, Uint8Array<ArrayBuffer>>();
  const readVideo = async (name: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    const kept = videoBytes.get(name);
    if (kept) return kept;
    const bytes = await options.readFile(name);
    if (bytes) videoBytes.set(name, bytes);
    return bytes;
  };

  routes.get('/videos/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = isVideoFile(name) ? await readVideo(name) : undefined;
    if (!bytes) return reasonResponse(c, 404, videoReasons.videoNotFound);
    const range = requestedRange(c.req.header('Range'), bytes.byteLength);
    c.header('Accept-Ranges', 'bytes');
    if (range.kind === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${bytes.byteLength}`);
      return reasonResponse(c, 416, videoReasons.rangeNotSatisfiable);
    }
    c.header('Content-Type', 'video/webm');
    // Asked to revalidate. Chromium's media cache still plays a video it has played in the same page
    // without asking again: a test that faults a video does so before the page first plays it.
    c.header('Cache-Control', 'no-cache');
    if (range.kind === 'whole') {
      c.header('Content-Length', String(bytes.byteLength));
      return c.body(bytes, 200);
    }
    const part = bytes.subarray(range.start, range.end + 1);
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    c.header('Content-Length', String(part.byteLength));
    return c.body(part, 206);
  });

  return routes;
}
