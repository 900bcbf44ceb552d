import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing.ts';
import { videoFiles } from './fixtures.ts';
import { requestedRange } from './ranges.ts';

// The golf videos' calls (SANDBOX.md "Tools") against an app in memory, the videos read from
// sandbox/video-loop/files/.

const filesDirectory = join(import.meta.dirname, 'files');
const readFixture = async (name: string) => new Uint8Array(await readFile(join(filesDirectory, name)));
/** What server/server.ts hands the sandbox in Node, without the server. */
const readVideo = async (name: string) =>
  (videoFiles as readonly string[]).includes(name) ? readFixture(name) : undefined;

/** Byte for byte (toEqual walks 60 KB element by element: half a second a video). */
const sameBytes = (actual: ArrayBuffer, expected: Uint8Array) => Buffer.from(actual).equals(expected);

describe('the golf videos', () => {
  it('lists the two videos', async () => {
    expect(await testSandbox().get('/videos/golfmot.json')).toMatchObject({
      status: 200,
      body: { videos: ['/videos/golf-1.webm', '/videos/golf-2.webm'] },
    });
  });

  it('answers a whole video with its length and that it takes ranges', async () => {
    const sandbox = testSandbox({ readFile: readVideo });
    for (const name of videoFiles) {
      const file = await readFixture(name);
      const answer = await sandbox.app.request(`/videos/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('video/webm');
      expect(answer.headers.get('Accept-Ranges')).toBe('bytes');
      expect(answer.headers.get('Content-Length')).toBe(String(file.byteLength));
      expect(sameBytes(await answer.arrayBuffer(), file)).toBe(true);
      // WebM (EBML) and under the 300 KB the issue allows.
      expect([...file.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(file.byteLength).toBeLessThan(300 * 1024);
    }
  });

  it('answers a Range with 206 and those bytes', async () => {
    const sandbox = testSandbox({ readFile: readVideo });
    const file = await readFixture('golf-2.webm');
    const size = file.byteLength;
    for (const [range, start, end] of [
      ['bytes=0-', 0, size - 1],
      ['bytes=100-199', 100, 199],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=10-${size + 1000}`, 10, size - 1],
    ] as const) {
      const answer = await sandbox.app.request('/videos/golf-2.webm', { headers: { Range: range } });
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.headers.get('Content-Length')).toBe(String(end - start + 1));
      expect(sameBytes(await answer.arrayBuffer(), file.subarray(start, end + 1))).toBe(true);
    }
    const past = await sandbox.app.request('/videos/golf-2.webm', { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${size}`);
  });

  it('reads the ranges RFC 9110 allows, and serves the whole file for the rest', () => {
    expect(requestedRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=0-1,5-6', 10)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=5-2', 10)).toEqual({ kind: 'whole' });
    expect(requestedRange('items=0-1', 10)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=-20', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
  });

  it('answers 404 Myndband fannst ekki for another name, or where no file can be read', async () => {
    const notFound = { status: 404, body: { reason: 'Myndband fannst ekki' } };
    const sandbox = testSandbox({ readFile: readVideo });
    for (const name of ['golf-3.webm', 'golfmot.webm', '..%2Fapp.ts', 'invoice-2026-0001.pdf']) {
      expect(await sandbox.get(`/videos/${name}`), name).toMatchObject(notFound);
    }
    // In Node without a reader (and without a page to fetch from) the sandbox has no files.
    expect(await testSandbox().get('/videos/golf-1.webm')).toMatchObject(notFound);
  });
});
