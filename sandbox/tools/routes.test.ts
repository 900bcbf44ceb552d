import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing.ts';
import { type InvoiceJson, invoiceErrors, invoiceFiles, sampleInvoices, videoFiles } from './fixtures.ts';
import { requestedRange } from './videos.ts';

// The tools' calls (SANDBOX.md "Tools") against an app in memory, the files read from sandbox/tools/files/.

const filesDirectory = join(import.meta.dirname, 'files');
const readFixture = async (name: string) => new Uint8Array(await readFile(join(filesDirectory, name)));
/** What server/server.ts hands the sandbox in Node, without the server. */
const readToolFile = async (name: string) =>
  (videoFiles as readonly string[]).includes(name) ? readFixture(name) : undefined;

/** Byte for byte (toEqual walks 60 KB element by element: half a second a video). */
const sameBytes = (actual: ArrayBuffer, expected: Uint8Array) => Buffer.from(actual).equals(expected);

const fixedNow = '2026-11-24T10:14:31.250Z';
const flooredNow = '2026-11-24T10:10:00.000Z';

async function sandboxAt(now: string) {
  const sandbox = testSandbox({ readToolFile });
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

// ---------------------------------------------------------------------------------------------

interface InvoiceAnswer {
  rootElement: { invoices: Record<string, { json: InvoiceJson; csv: string } | { error: string }> };
}

/** The CSVs written out by hand: header, a row per line, quoted fields, a final line break. */
const expectedCsv: Record<string, string> = {
  [invoiceFiles.first]: [
    'description,quantity,unitPrice,amount',
    '"Pallaefni, gagnvarið 28x120 mm",40,1290,51600',
    '"Skrúfur í pall, 500 stk.",2,4990,9980',
    'Viðarvörn brún 4 l,3,6490,19470',
    'Hjólbörur,1,12995,12995',
    '',
  ].join('\n'),
  [invoiceFiles.second]: [
    'description,quantity,unitPrice,amount',
    '"Parket, eik ""Natúr"" 14 mm",12,5990,71880',
    '"Málning, hvít 10 l",4,8995,35980',
    'Bæsuð hurð 80 cm,1,89900,89900',
    'Rörtengi 15 mm,24,345,8280',
    'Sýruþolnar vélskrúfur,6,1145,6870',
    '',
  ].join('\n'),
};

function upload(sandbox: ReturnType<typeof testSandbox>, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return sandbox.app.request('/invoice/data', { method: 'POST', body: form });
}

const fixtureFile = async (name: string) =>
  new File([await readFixture(name)], name, { type: 'application/pdf' });

describe('POST /invoice/data', () => {
  // PDF.js is the slow part: one upload of every file, whose results the tests below look at.
  let answer: Response;
  let body: InvoiceAnswer;
  const notPdf = new File(['Minnisblað: þetta er texti, ekki PDF.\n'], 'minnisblad.pdf', {
    type: 'application/pdf',
  });

  beforeAll(async () => {
    const files = [
      await fixtureFile(invoiceFiles.second),
      notPdf,
      await fixtureFile(invoiceFiles.first),
      await fixtureFile(invoiceFiles.notAnInvoice),
    ];
    answer = await upload(testSandbox(), files);
    body = (await answer.json()) as InvoiceAnswer;
  });

  it('answers each file under its name, in upload order', () => {
    expect(answer.status).toBe(200);
    expect(Object.keys(body.rootElement.invoices)).toEqual([
      invoiceFiles.second,
      'minnisblad.pdf',
      invoiceFiles.first,
      invoiceFiles.notAnInvoice,
    ]);
  });

  it.each([invoiceFiles.first, invoiceFiles.second])('reads %s as its fixture, json and csv', (name) => {
    expect(body.rootElement.invoices[name]).toEqual({ json: sampleInvoices[name], csv: expectedCsv[name] });
  });

  it('gives the figures the PDF shows: each line as printed, the total as printed', () => {
    const first = body.rootElement.invoices[invoiceFiles.first];
    expect(first && 'json' in first ? first.json.total : undefined).toBe(94_045);
    const second = body.rootElement.invoices[invoiceFiles.second];
    expect(second && 'json' in second ? second.json.lines.map((line) => line.amount) : undefined).toEqual([
      71_880, 35_980, 89_900, 8_280, 6_870,
    ]);
    expect(second && 'json' in second ? second.json.total : undefined).toBe(212_910);
  });

  it('answers Skráin er ekki PDF for a file that is not a PDF, whatever its name', () => {
    // SANDBOX.md's words.
    expect(body.rootElement.invoices['minnisblad.pdf']).toEqual({ error: 'Skráin er ekki PDF' });
  });

  it('answers Reikningur fannst ekki í skránni for a PDF that is not an invoice', () => {
    expect(body.rootElement.invoices[invoiceFiles.notAnInvoice]).toEqual({
      error: 'Reikningur fannst ekki í skránni',
    });
  });

  it('answers Reikningur fannst ekki í skránni for a broken PDF', async () => {
    const whole = await readFixture(invoiceFiles.first);
    const broken = new File([whole.slice(0, 700)], 'hálfur.pdf');
    const garbage = new File(['%PDF-1.7\nekkert hér\n%%EOF\n'], 'rusl.pdf');
    const result = (await (await upload(testSandbox(), [broken, garbage])).json()) as InvoiceAnswer;
    expect(result.rootElement.invoices).toEqual({
      'hálfur.pdf': { error: invoiceErrors.notInvoice },
      'rusl.pdf': { error: invoiceErrors.notInvoice },
    });
  });

  it('answers 400 Engin skrá fylgdi without a files part', async () => {
    const sandbox = testSandbox();
    const empty = await sandbox.app.request('/invoice/data', { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ reason: 'Engin skrá fylgdi' });
    const otherPart = new FormData();
    otherPart.append('file', new File(['x'], 'a.pdf'));
    expect((await sandbox.app.request('/invoice/data', { method: 'POST', body: otherPart })).status).toBe(
      400,
    );
    expect(await sandbox.post('/invoice/data', { files: [] })).toMatchObject({
      status: 400,
      body: { reason: 'Engin skrá fylgdi' },
    });
  });

  it('is faultable and logged without its body', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'POST /invoice/data', fault: '500' });
    const failed = await upload(sandbox, [notPdf]);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ reason: 'Villa í kerfi (sandkassi)' });
    expect((await upload(sandbox, [notPdf])).status).toBe(200);
    const log = (await sandbox.get('/__sandbox/requests')).body;
    expect(log).toEqual([
      { method: 'POST', path: '/invoice/data', query: {}, body: null, status: 500 },
      { method: 'POST', path: '/invoice/data', query: {}, body: null, status: 200 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the golf videos', () => {
  it('lists the two videos', async () => {
    expect(await testSandbox().get('/videos/golfmot.json')).toMatchObject({
      status: 200,
      body: { videos: ['/videos/golf-1.webm', '/videos/golf-2.webm'] },
    });
  });

  it('answers a whole video with its length and that it takes ranges', async () => {
    const sandbox = testSandbox({ readToolFile });
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
    const sandbox = testSandbox({ readToolFile });
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
    const sandbox = testSandbox({ readToolFile });
    for (const name of ['golf-3.webm', 'golfmot.webm', '..%2Fapp.ts', 'invoice-2026-0001.pdf']) {
      expect(await sandbox.get(`/videos/${name}`), name).toMatchObject(notFound);
    }
    // In Node without a reader (and without a page to fetch from) the sandbox has no files.
    expect(await testSandbox().get('/videos/golf-1.webm')).toMatchObject(notFound);
  });
});
