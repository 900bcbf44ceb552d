import { Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import type { SandboxState } from '../state.ts';
import { cameras, toolReasons, videoFiles, videoList } from './fixtures.ts';
import { type InvoiceResult, readInvoice } from './invoice.ts';
import { requestedRange } from './videos.ts';
import { isCamera, parseWebcamImageId, webcamImageSvg, webcamImages } from './webcam.ts';

// The tools (spec §7 "Tools", SANDBOX.md "Tools"): the webcams, the invoice tool and the golf video
// list. Full paths, mounted at the root. No login: spec §6 lets anyone use them.

/**
 * Reads one of the files under sandbox/tools/files/ (a name like `golf-1.webm`); undefined when it is
 * not there. The sandbox imports nothing from node:, so whoever runs it in Node hands it a reader
 * (server/server.ts, web-test-runner.config.ts, the route tests).
 */
export type ToolFileReader = (name: string) => Promise<Uint8Array<ArrayBuffer> | undefined>;

export interface ToolOptions {
  readonly readToolFile: ToolFileReader;
}

/**
 * The reader in the browser (Storybook): the files are Storybook's static files at `sandbox-files/`
 * (.storybook/main.ts `staticDirs`), relative to the page, as Storybook may be published under a
 * sub-path. That path is not a sandbox path, so MSW lets the fetch through. Where there is no page
 * (Node without a reader) there are no files.
 */
export const staticToolFileReader: ToolFileReader = async (name) => {
  if (typeof document === 'undefined') return undefined;
  const response = await fetch(new URL(`sandbox-files/${encodeURIComponent(name)}`, document.baseURI));
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
};

function isVideoFile(name: string): name is (typeof videoFiles)[number] {
  return (videoFiles as readonly string[]).includes(name);
}

export function toolRoutes(state: SandboxState, options: ToolOptions): Hono {
  const routes = new Hono();

  // ------------------------------------------------------------------------------------------
  // Webcams

  routes.get('/webcam/cameras', (c) => c.json(cameras));

  routes.get('/webcam/data/:camera', (c) => {
    const camera = c.req.param('camera');
    if (!isCamera(camera)) return reasonResponse(c, 404, toolReasons.cameraNotFound);
    return c.json(webcamImages(camera, state.now()));
  });

  // Any moment on the grid is drawn, not only the listed two days: an image's address stays good
  // after the clock moves on, as a real camera's archive would.
  routes.get('/webcam/image/:id', (c) => {
    const image = parseWebcamImageId(c.req.param('id'));
    if (!image) return reasonResponse(c, 404, toolReasons.imageNotFound);
    // An image never changes: the browser may keep it (the widget preloads its neighbours).
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(webcamImageSvg(image.camera, image.at));
  });

  // ------------------------------------------------------------------------------------------
  // Invoice tool

  routes.post('/invoice/data', async (c) => {
    let files: File[];
    try {
      const form = await c.req.formData();
      files = form.getAll('files').filter((part): part is File => typeof part !== 'string');
    } catch {
      // Not multipart form data at all: no file came with it either.
      files = [];
    }
    if (files.length === 0) return reasonResponse(c, 400, toolReasons.noFile);
    // Keyed by file name in upload order; a name sent twice keeps its first place and the later result.
    const invoices: Record<string, InvoiceResult> = {};
    // One after another: PDF.js is single-threaded here anyway, and it keeps one PDF in memory at a time.
    for (const file of files) {
      invoices[file.name] = await readInvoice(new Uint8Array(await file.arrayBuffer()));
    }
    return c.json({ rootElement: { invoices } });
  });

  // ------------------------------------------------------------------------------------------
  // Golf videos

  routes.get('/videos/golfmot.json', (c) => c.json(videoList));

  // The files are read once per app and kept: two small videos.
  const videoBytes = new Map<string, Uint8Array<ArrayBuffer>>();
  const readVideo = async (name: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    const kept = videoBytes.get(name);
    if (kept) return kept;
    const bytes = await options.readToolFile(name);
    if (bytes) videoBytes.set(name, bytes);
    return bytes;
  };

  routes.get('/videos/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = isVideoFile(name) ? await readVideo(name) : undefined;
    if (!bytes) return reasonResponse(c, 404, toolReasons.videoNotFound);
    const range = requestedRange(c.req.header('Range'), bytes.byteLength);
    c.header('Accept-Ranges', 'bytes');
    if (range.kind === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${bytes.byteLength}`);
      return reasonResponse(c, 416, toolReasons.rangeNotSatisfiable);
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
