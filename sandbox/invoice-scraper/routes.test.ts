import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { handWrittenCsv } from '../../test/support/invoice-csv.ts';
import { testSandbox } from '../testing.ts';
import { type InvoiceJson, invoiceErrors, invoiceFiles, sampleInvoices } from './fixtures.ts';

// The invoice tool's call (SANDBOX.md "Tools") against an app in memory, the sample PDFs read from
// sandbox/invoice-scraper/files/.

const filesDirectory = join(import.meta.dirname, 'files');
const readFixture = async (name: string) => new Uint8Array(await readFile(join(filesDirectory, name)));

interface InvoiceAnswer {
  rootElement: { invoices: Record<string, { json: InvoiceJson; csv: string } | { error: string }> };
}

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
    expect(body.rootElement.invoices[name]).toEqual({
      json: sampleInvoices[name],
      csv: handWrittenCsv[name],
    });
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
