import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../../sandbox/invoice-scraper/fixtures.ts';
import { invoiceCsv } from '../../sandbox/invoice-scraper/invoice.ts';
import { armFaultIn } from '../../test/support/application-faults.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { icelandic, messagesIn, type Translations, textIn } from '../core/runtime/translations.ts';
import english from './invoice-scraper.en.ts';
import { invoiceScraperMessages } from './invoice-scraper.messages.ts';
import {
  downloadName,
  failureText,
  InvoiceScraperModel,
  type InvoiceScraperModelInstance,
  type ScrapedFile,
} from './invoice-scraper.model.ts';
import polish from './invoice-scraper.pl.ts';

// The invoice tool's model (spec §5 "Invoice tool", §7, §8) against the real sandbox over HTTP,
// which reads the sample PDFs of sandbox/invoice-scraper/files/ for real.

const sandbox = sandboxServerForTests();
// A test's stubbed fetch or page settings end with it.
afterEach(() => {
  vi.unstubAllGlobals();
});

const scrapePath = '/invoice/data';

function sampleFile(name: string): File {
  return new File(
    [readFileSync(new URL(`../../sandbox/invoice-scraper/files/${name}`, import.meta.url))],
    name,
    {
      type: 'application/pdf',
    },
  );
}

const notAPdf = () =>
  new File(['Þetta er minnisblað, ekki PDF.'], 'minnisblad.pdf', { type: 'application/pdf' });

/**
 * The alert's words in a language, as the element draws them: the server's reason through the
 * texts map (Alert), a failure of the tool's own written in that language.
 */
function alertIn(model: InvoiceScraperModelInstance, locale: Translations = icelandic): string | undefined {
  const error = model.error.value;
  if (!error) return undefined;
  return 'reason' in error
    ? textIn(locale, error.reason)
    : failureText(error.failure, messagesIn(locale, invoiceScraperMessages));
}

function newModel() {
  const api = createApiClient(sandbox.url);
  const onScraped = vi.fn<(files: readonly ScrapedFile[]) => void>();
  return { model: new InvoiceScraperModel({ api: () => api, onScraped }), onScraped };
}

describe('downloadName', () => {
  it("names the download after the PDF, with the format's extension", () => {
    expect(downloadName('invoice-2026-0001.pdf', 'json')).toBe('invoice-2026-0001.json');
    expect(downloadName('Reikningur.PDF', 'csv')).toBe('Reikningur.csv');
    expect(downloadName('skjal', 'csv')).toBe('skjal.csv');
    expect(downloadName('.pdf', 'json')).toBe('invoice.json');
  });
});

describe('choosing files', () => {
  it('adds picked and dropped files, one of each name (the later one), and removes them', () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first), notAPdf()]);
    const again = sampleFile(invoiceFiles.first);
    model.add([again, sampleFile(invoiceFiles.second)]);
    expect(model.files.value.map((file) => file.name)).toEqual([
      'minnisblad.pdf',
      invoiceFiles.first,
      invoiceFiles.second,
    ]);
    expect(model.files.value[1]).toBe(again);
    model.remove('minnisblad.pdf');
    expect(model.files.value.map((file) => file.name)).toEqual([invoiceFiles.first, invoiceFiles.second]);
  });

  it("refuses no file with the spec's message, and no format, before any request", async () => {
    const { model } = newModel();
    await model.submit();
    expect(model.filesMessage.value).toBe('You must provide at least one file to process');
    model.add([sampleFile(invoiceFiles.first)]);
    expect(model.filesMessage.value).toBeUndefined();
    model.setFormat('json', false);
    model.setFormat('csv', false);
    await model.submit();
    expect(model.formatsMessage.value).toBe('Choose Json, CSV or both');
    model.setFormat('csv', true);
    expect(model.formatsMessage.value).toBeUndefined();
    expect(await sandbox.requestsTo('POST', scrapePath)).toEqual([]);
  });
});

describe('reading invoices', () => {
  it("answers per file: each invoice's json and csv as the fixture says, the non-PDF its error", async () => {
    const { model, onScraped } = newModel();
    model.add([sampleFile(invoiceFiles.first), notAPdf(), sampleFile(invoiceFiles.second)]);
    await model.submit();
    const state = model.submission.state.value;
    if (state.kind !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(state)}`);
    const [first, broken, second] = state.result;
    expect(first).toEqual({
      name: invoiceFiles.first,
      result: {
        json: sampleInvoices[invoiceFiles.first],
        csv: invoiceCsv(sampleInvoices[invoiceFiles.first]),
      },
    });
    expect(broken?.result?.error).toBe(invoiceErrors.notPdf);
    expect(second?.result?.json?.total).toBe(212_910);
    expect(second?.result?.csv?.split('\n')[0]).toBe('description,quantity,unitPrice,amount');
    expect(onScraped).toHaveBeenCalledWith(state.result);
    expect(await sandbox.requestsTo('POST', scrapePath)).toHaveLength(1);
  });

  it('gives a PDF that is not an invoice its own error', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.notAnInvoice)]);
    await model.submit();
    const state = model.submission.state.value;
    expect(state.kind === 'submitted' ? state.result[0]?.result?.error : state).toBe(
      invoiceErrors.notInvoice,
    );
  });

  it('sends the files chosen: a removed one is not in the request', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first), sampleFile(invoiceFiles.second)]);
    model.remove(invoiceFiles.second);
    // The multipart parts as they leave (the sandbox's log keeps no multipart body).
    const sentNames: string[][] = [];
    const send = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const parts = (await request.clone().formData()).getAll('files');
      sentNames.push(parts.map((part) => (typeof part === 'string' ? part : part.name)));
      return send(request);
    });
    await model.submit();
    expect(sentNames).toEqual([[invoiceFiles.first]]);
    const state = model.submission.state.value;
    expect(state.kind === 'submitted' ? state.result.map((file) => file.name) : state).toEqual([
      invoiceFiles.first,
    ]);
  });

  it('sends one request for a second click while the first runs, and again after the answer', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first)]);
    await Promise.all([model.submit(), model.submit()]);
    expect(await sandbox.requestsTo('POST', scrapePath)).toHaveLength(1);
    await model.submit();
    expect(model.submission.state.value.kind).toBe('submitted');
    expect(await sandbox.requestsTo('POST', scrapePath)).toHaveLength(2);
  });
});

describe('failures', () => {
  it.each([
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'reason', message: 'Umsókn hafnað (prófun)' },
    { fault: 'malformed', message: 'The request failed: the answer could not be read' },
    { fault: '404', message: 'Fannst ekki (sandkassi)' },
  ] as const)(
    "a $fault shows '$message' with the files kept, and the same button sends again",
    async ({ fault, message }) => {
      const { model } = newModel();
      model.add([sampleFile(invoiceFiles.first)]);
      await armFaultIn(sandbox, `POST ${scrapePath}`, fault);
      await model.submit();
      expect(model.submission.state.value.kind).toBe('error');
      expect(alertIn(model)).toBe(message);
      expect(model.files.value.map((file) => file.name)).toEqual([invoiceFiles.first]);
      await model.submit();
      expect(model.submission.state.value.kind).toBe('submitted');
      expect(alertIn(model)).toBeUndefined();
    },
  );

  it('says what went wrong when the server gives no reason (spec §8: else the error)', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first)]);
    await sandbox.fault(`POST ${scrapePath}`, '500', { reason: '' });
    await model.submit();
    expect(alertIn(model)).toBe('The request failed: HTTP 500');
  });

  it('ends a request the server holds with its own message', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first)]);
    // The fault holds the request 1 s, past a timeout cut to 0.1 s × 3 (reading PDFs gets three
    // times the page's timeout) for this test.
    vi.stubGlobal('window', { bykoWidgets: { timeoutMs: 100 } });
    await armFaultIn(sandbox, `POST ${scrapePath}`, 'timeout');
    await model.submit();
    expect(alertIn(model)).toBe('The request failed: no answer in time');
  });
});

describe('in Polish', () => {
  it('says a failure in the language shown, and again in the next one after a switch', async () => {
    const { model } = newModel();
    model.add([sampleFile(invoiceFiles.first)]);
    await sandbox.fault(`POST ${scrapePath}`, '500', { reason: '' });
    await model.submit();
    expect(alertIn(model, english)).toBe('The request failed: HTTP 500');
    expect(alertIn(model, polish)).toBe('Żądanie nie powiodło się: HTTP 500');
  });

  it('says an unexpected failure in it too', async () => {
    const model = new InvoiceScraperModel({
      api: () => {
        throw new TypeError('no client');
      },
    });
    model.add([sampleFile(invoiceFiles.first)]);
    await model.submit();
    expect(alertIn(model, polish)).toBe('Żądanie nie powiodło się: nieoczekiwany błąd');
  });

  it('counts the chosen files as Polish does', () => {
    const messages = messagesIn(polish, invoiceScraperMessages);
    expect([1, 3, 5, 22].map((count) => messages.chosen(count))).toEqual([
      'Wybrano 1 plik',
      'Wybrano 3 pliki',
      'Wybrano 5 plików',
      'Wybrano 22 pliki',
    ]);
  });
});
