import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../../sandbox/invoice-scraper/fixtures.ts';
import { expectAlert, requestCount } from './applications.ts';
import { holdAnswers } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The invoice tool (issue 11, spec §2 "Other tools", §5 "Invoice tool", §8) at /invoice against the
// sandbox, which reads the uploaded PDFs for real: the sample invoices of sandbox/invoice-scraper/files/, whose
// contents are sampleInvoices, a letter that is a PDF but no invoice, and a text file named .pdf.

const browser = browserPerTestFile();

const dataPath = '/invoice/data';
/** A PDF of sandbox/invoice-scraper/files/ as the file input takes it. */
const fixture = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(new URL(`../../sandbox/invoice-scraper/files/${name}`, import.meta.url)),
});
const first = fixture(invoiceFiles.first);
const second = fixture(invoiceFiles.second);
/** A text file that only claims to be a PDF. */
const notPdf = {
  name: 'minnisblad.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('Minnisblað: muna að panta pallaefni.\n'),
};

const fileInput = (page: Page) => page.getByLabel('PDF files');
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Query' });
const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Results' });
const chosenFiles = (page: Page) => page.locator('.scraper-files .scraper-file-name').allTextContents();

/** One file's result: its heading's list item. */
function result(page: Page, name: string): Locator {
  return page
    .locator('.scraper-result')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** A result's summary, term → value, as written (the total's no-break space kept). */
async function summary(page: Page, name: string): Promise<Record<string, string>> {
  return result(page, name)
    .locator('dl')
    .evaluate((list) => {
      const fields: Record<string, string> = {};
      for (const term of Array.from(list.querySelectorAll('dt'))) {
        fields[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
      }
      return fields;
    });
}

/** The summary the page shows for a sample invoice (the total as formatIsk writes it, with a no-break space). */
function expectedSummary(name: keyof typeof sampleInvoices, total: string): Record<string, string> {
  const invoice = sampleInvoices[name];
  return {
    'Invoice number': invoice.invoiceNumber,
    Date: invoice.date,
    Seller: invoice.seller,
    Buyer: invoice.buyer,
    Lines: String(invoice.lines.length),
    Total: total,
  };
}

/** Presses a download button; the file's suggested name and its text. */
async function download(page: Page, fileName: string): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${fileName}`, exact: true }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/**
 * Counts the POSTs to /invoice/data the page sends from now on, as the browser sends them: the
 * sandbox's log misses one still held by page.route. (A listener: the harness replaces the page after.)
 */
function countPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === dataPath) count += 1;
  });
  return () => count;
}

/**
 * Records, in the page, the body of each POST to /invoice/data as the page hands it to fetch
 * (multipart text; the PDFs' bytes come out garbled, the parts' headers as sent). Playwright cannot
 * show it: Chromium gives no post data for a FormData holding a File (microsoft/playwright#24077).
 * The wrapper lasts until the page navigates.
 */
async function recordPostBodies(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((path) => {
    const bodies: string[] = [];
    Object.assign(window, { sentBodies: bodies });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input.clone() : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === path) {
        bodies.push(await request.text());
      }
      return send(input, init);
    };
  }, dataPath);
  return () => page.evaluate(() => (window as unknown as { sentBodies: string[] }).sentBodies);
}

/** A sample invoice's CSV as the page writes it: the header, then each line's fields. */
function expectedCsvRows(name: keyof typeof sampleInvoices): string[][] {
  return [
    ['description', 'quantity', 'unitPrice', 'amount'],
    ...sampleInvoices[name].lines.map((line) => [
      line.description,
      String(line.quantity),
      String(line.unitPrice),
      String(line.amount),
    ]),
  ];
}

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) =>
      Array.from(line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g), (match) =>
        match[1] === undefined ? (match[2] ?? '') : match[1].replaceAll('""', '"'),
      ),
    );
}

describe('/invoice', () => {
  test('Submit Query with no file: the message at the picker, and nothing sent', async () => {
    const page = await browser.page('/invoice');
    await page.getByRole('heading', { level: 1, name: 'Invoice Scraper' }).waitFor();
    const posts = countPosts(page);
    await submit(page).click();
    await expectAlert(page, 'You must provide at least one file to process');
    expect(await fileInput(page).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toBe(0);
    expect(await requestCount('POST', dataPath)).toBe(0);
  });

  test('two invoices and a text file named .pdf: each its own result; the JSON and CSV downloads hold the invoice', async () => {
    const page = await browser.page('/invoice');
    await fileInput(page).setInputFiles([first, second, notPdf]);
    await page.getByText('3 files chosen', { exact: true }).waitFor();
    await submit(page).click();
    await resultsHeading(page).waitFor();
    expect(await summary(page, invoiceFiles.first)).toEqual(
      expectedSummary(invoiceFiles.first, '94.045\u00a0kr.'),
    );
    expect(await summary(page, invoiceFiles.second)).toEqual(
      expectedSummary(invoiceFiles.second, '212.910\u00a0kr.'),
    );
    // The text file: its error alone, no summary, nothing to download.
    expect(
      await result(page, 'minnisblad.pdf').getByText(invoiceErrors.notPdf, { exact: true }).count(),
    ).toBe(1);
    expect(await result(page, 'minnisblad.pdf').locator('dl').count()).toBe(0);
    expect(await result(page, 'minnisblad.pdf').getByRole('button').count()).toBe(0);
    expect(await requestCount('POST', dataPath)).toBe(1);

    // Each invoice's own file: a download of the other's (or the last answer's) shows here.
    const firstJson = await download(page, 'invoice-2026-0001.json');
    expect(firstJson.name).toBe('invoice-2026-0001.json');
    expect(JSON.parse(firstJson.text)).toEqual(sampleInvoices[invoiceFiles.first]);
    const json = await download(page, 'invoice-2026-0002.json');
    expect(json.name).toBe('invoice-2026-0002.json');
    expect(JSON.parse(json.text)).toEqual(sampleInvoices[invoiceFiles.second]);
    const csv = await download(page, 'invoice-2026-0002.csv');
    expect(csv.name).toBe('invoice-2026-0002.csv');
    expect(csvRows(csv.text)).toEqual(expectedCsvRows(invoiceFiles.second));
  });

  test("a 500: the sandbox's reason, the files kept, and Submit Query again reads them", async () => {
    await sandbox.fault(`POST ${dataPath}`, '500');
    const page = await browser.page('/invoice');
    await fileInput(page).setInputFiles([first, fixture(invoiceFiles.notAnInvoice)]);
    await submit(page).click();
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    expect(await chosenFiles(page)).toEqual([invoiceFiles.first, invoiceFiles.notAnInvoice]);
    expect(await resultsHeading(page).count()).toBe(0);
    await submit(page).click();
    await resultsHeading(page).waitFor();
    expect(await summary(page, invoiceFiles.first)).toEqual(
      expectedSummary(invoiceFiles.first, '94.045\u00a0kr.'),
    );
    expect(await result(page, invoiceFiles.notAnInvoice).getByText(invoiceErrors.notInvoice).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Villa í kerfi' }).count()).toBe(0);
    expect(await requestCount('POST', dataPath)).toBe(2);
  });

  test('an answer that cannot be read: no reason to show, so the error in words', async () => {
    await sandbox.fault(`POST ${dataPath}`, 'malformed');
    const page = await browser.page('/invoice');
    await fileInput(page).setInputFiles([first]);
    await submit(page).click();
    await expectAlert(page, 'The request failed: the answer could not be read');
    expect(await resultsHeading(page).count()).toBe(0);
  });

  test('a dropped file is listed with a picked one; Remove takes one off, and only the list is sent', async () => {
    const page = await browser.page('/invoice');
    const bytes = [...first.buffer];
    const dropped = await page.evaluateHandle(
      ({ bytes, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        return transfer;
      },
      { bytes, name: invoiceFiles.first },
    );
    const zone = page.locator('byko-invoice-scraper [part="drop-zone"]');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByText('1 file chosen', { exact: true }).waitFor();
    await fileInput(page).setInputFiles([second]);
    expect(await chosenFiles(page)).toEqual([invoiceFiles.first, invoiceFiles.second]);

    await page.getByRole('button', { name: `Remove ${invoiceFiles.second}`, exact: true }).click();
    expect(await chosenFiles(page)).toEqual([invoiceFiles.first]);
    const sentBodies = await recordPostBodies(page);
    await submit(page).click();
    await resultsHeading(page).waitFor();
    // The one request's multipart body: the dropped file's part alone, the removed one not in it.
    const bodies = await sentBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain(`filename="${invoiceFiles.first}"`);
    expect(bodies[0]).not.toContain(invoiceFiles.second);
    expect(bodies[0]?.match(/filename=/g)).toHaveLength(1);
    expect(await summary(page, invoiceFiles.first)).toEqual(
      expectedSummary(invoiceFiles.first, '94.045\u00a0kr.'),
    );
    expect(await page.locator('.scraper-result').count()).toBe(1);
  });

  test('the formats: none ticked is refused; CSV alone gives only the CSV download', async () => {
    const page = await browser.page('/invoice');
    const posts = countPosts(page);
    await fileInput(page).setInputFiles([first]);
    await page.getByRole('checkbox', { name: 'Json' }).uncheck();
    await page.getByRole('checkbox', { name: 'CSV' }).uncheck();
    await submit(page).click();
    await expectAlert(page, 'Choose Json, CSV or both');
    expect(posts()).toBe(0);
    await page.getByRole('checkbox', { name: 'CSV' }).check();
    await submit(page).click();
    await resultsHeading(page).waitFor();
    expect(posts()).toBe(1);
    expect(await result(page, invoiceFiles.first).getByRole('button').allTextContents()).toEqual([
      'Download invoice-2026-0001.csv',
    ]);
    const csv = await download(page, 'invoice-2026-0001.csv');
    expect(csv.name).toBe('invoice-2026-0001.csv');
    expect(csvRows(csv.text)).toEqual(expectedCsvRows(invoiceFiles.first));
  });

  // Last: its held answers (page.route) make the harness replace the page for the next test.
  test('a double click sends one request; Reading 2 files… shows while it runs', async () => {
    const page = await browser.page();
    await holdAnswers(page, dataPath, 1000);
    await page.goto('/invoice');
    await fileInput(page).setInputFiles([first, second]);
    const posts = countPosts(page);
    await submit(page).dblclick();
    await page.locator('.byko-progress').getByText('Reading 2 files…').waitFor();
    expect(await submit(page).getAttribute('aria-busy')).toBe('true');
    await submit(page).click({ force: true });
    await resultsHeading(page).waitFor();
    expect(await page.locator('.byko-progress').count()).toBe(0);
    // Counted as the browser sent them: the sandbox's log would miss a second still held by the route.
    expect(posts()).toBe(1);
    expect(await requestCount('POST', dataPath)).toBe(1);
  });
});
