import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing.ts';

// The webcams' calls (SANDBOX.md "Tools") against an app in memory.

const fixedNow = '2026-11-24T10:14:31.250Z';
const flooredNow = '2026-11-24T10:10:00.000Z';

async function sandboxAt(now: string) {
  const sandbox = testSandbox();
  expect((await sandbox.post('/__sandbox/clock', { now })).status).toBe(200);
  return sandbox;
}

interface ListedImage {
  id: string;
  timestamp: string;
}

describe('GET /webcam/cameras', () => {
  it('lists the two cameras', async () => {
    expect(await testSandbox().get('/webcam/cameras')).toMatchObject({
      status: 200,
      body: ['Breidd', 'Akureyri'],
    });
  });
});

describe('GET /webcam/data/{camera}', () => {
  it('lists an image every 10 minutes for two days up to the floored clock, some twice, shuffled', async () => {
    const sandbox = await sandboxAt(fixedNow);
    const answer = await sandbox.get('/webcam/data/Breidd');
    expect(answer.status).toBe(200);
    const listed = answer.body as ListedImage[];
    const byId = new Map(listed.map((image) => [image.id, image]));
    // SANDBOX.md: an image every 10 minutes for two days.
    expect(byId.size).toBe(288);
    // Every 7th listed twice: the widget's de-duplication has something to do.
    expect(listed.length - byId.size).toBe(Math.ceil(288 / 7));
    const sorted = [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(sorted.at(-1)).toEqual({ id: 'breidd-202611241010', timestamp: flooredNow });
    expect(sorted[0]).toEqual({ id: 'breidd-202611221020', timestamp: '2026-11-22T10:20:00.000Z' });
    for (const [index, image] of sorted.entries()) {
      expect(Date.parse(image.timestamp)).toBe(Date.parse(flooredNow) - (287 - index) * 600_000);
    }
    // Not in order: the widget sorts. (Shuffled 330 items come out sorted with no real chance.)
    expect(listed.map((image) => image.timestamp)).not.toEqual(
      [...listed].map((image) => image.timestamp).sort(),
    );
  });

  it("names Akureyri's images after it", async () => {
    const sandbox = await sandboxAt(fixedNow);
    const listed = (await sandbox.get('/webcam/data/Akureyri')).body as ListedImage[];
    expect(listed.every((image) => /^akureyri-\d{12}$/.test(image.id))).toBe(true);
    expect(listed.map((image) => image.id)).toContain('akureyri-202611241010');
  });

  it('answers 404 Myndavél fannst ekki for another camera', async () => {
    for (const camera of ['Reykjavik', 'breidd', '']) {
      const answer = await testSandbox().get(`/webcam/data/${camera}`);
      expect(answer.status).toBe(404);
      if (camera !== '') expect(answer.body).toEqual({ reason: 'Myndavél fannst ekki' });
    }
  });
});

describe('GET /webcam/image/{id}', () => {
  it("draws an SVG with the camera's name and the time in Icelandic", async () => {
    const answer = await testSandbox().get('/webcam/image/breidd-202611241010');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = String(answer.body);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
    expect(svg).toContain('>Breidd<');
    expect(svg).toContain('>24.11.2026 kl. 10:10<');
  });

  it('draws each camera and each time differently, any time on the grid', async () => {
    const sandbox = testSandbox();
    const svgOf = async (id: string) => String((await sandbox.get(`/webcam/image/${id}`)).body);
    const breidd = await svgOf('breidd-202611241010');
    const later = await svgOf('breidd-202611241200');
    const akureyri = await svgOf('akureyri-202611241010');
    expect(later).not.toBe(breidd);
    expect(akureyri).not.toBe(breidd);
    expect(akureyri).toContain('>Akureyri<');
    expect(await svgOf('akureyri-201901010000')).toContain('>01.01.2019 kl. 00:00<');
  });

  it('answers 404 Mynd fannst ekki for an unknown camera, a time off the grid or one that is no date', async () => {
    for (const id of [
      'reykjavik-202611241010',
      'breidd-202611241015',
      'breidd-202611311010',
      'breidd-202613241010',
      'breidd-202611242410',
      'breidd-2026112410',
      'Breidd-202611241010',
    ]) {
      expect(await testSandbox().get(`/webcam/image/${id}`), id).toMatchObject({
        status: 404,
        body: { reason: 'Mynd fannst ekki' },
      });
    }
  });
});
