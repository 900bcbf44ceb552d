import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../../sandbox/invoice-scraper/fixtures.ts';
import { requestCount } from './applications.ts';
import { browserPerTestFile } from './harness.ts';

// The invoice tool (spec §2 "Other tools", §5 "Invoice tool", §8) on its page, /invoice: the PDFs
// uploaded to the server, which reads them for real (the sample invoices of
// sandbox/invoice-scraper/files/, whose contents are sampleInvoices, and a text file named .pdf),
// and the browser's downloads. The form's states (no file, no format, drop and remove, reading,
// failures) are its stories' (stories/invoice-scraper.stories.tsx), its rules the model's
// (widgets/invoice-scraper/invoice-scraper.model.test.ts), its event and attributes the element
// test's (test/elements/invoice-scraper-element.test.ts).

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
  test('two invoices and a text file named .pdf uploaded: each its own result; the JSON and CSV downloads hold the invoice', async () => {
    const page = await browser.page('/invoice');
    await page.getByRole('heading', { level: 1, name: 'Invoice Scraper' }).waitFor();
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
    expect(
      await result(page, 'minnisblad.pdf').getByText(invoiceErrors.notPdf, { exact: true }).count(),
    ).toBe(1);
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
});
