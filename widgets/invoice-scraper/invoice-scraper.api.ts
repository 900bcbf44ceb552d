import * as v from 'valibot';
import { resolveTimeoutMs } from '../core/runtime/config.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The invoice tool's call (spec §7 "Tools") and its answer (spec §3 "Invoice result"). The
// sandbox answers with these shapes.

const invoiceLineSchema = v.object({
  description: v.string(),
  quantity: v.number(),
  unitPrice: v.number(),
  amount: v.number(),
});

/** What the server read from one invoice PDF (the `json` download). */
export const scrapedInvoiceSchema = v.object({
  invoiceNumber: v.string(),
  date: v.string(),
  seller: v.string(),
  buyer: v.string(),
  lines: v.array(invoiceLineSchema),
  total: v.number(),
});
export type ScrapedInvoice = v.InferOutput<typeof scrapedInvoiceSchema>;

/** One file's result: what was read (as JSON and as CSV), or why it could not be read. */
export const fileResultSchema = v.object({
  json: v.nullish(scrapedInvoiceSchema),
  csv: v.nullish(v.string()),
  error: v.nullish(v.string()),
});
export type FileResult = v.InferOutput<typeof fileResultSchema>;

/**
 * `{ "<file name>": FileResult, … }`. Checked with `custom` rather than valibot's `record`: valibot
 * lives in the runtime chunk every page loads, and `record` would add to the pay page's bytes.
 */
const resultsByFileSchema = v.custom<Readonly<Record<string, FileResult>>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).every((result) => v.safeParse(fileResultSchema, result).success),
);

/** `POST /invoice/data`'s answer. */
export const scrapeAnswerSchema = v.object({
  rootElement: v.object({ invoices: resultsByFileSchema }),
});

/** Reading PDFs takes longer than an ordinary call: three times the page's timeout. */
const scrapeTimeoutFactor = 3;

export const invoiceScraperApi = {
  /** `POST /invoice/data`: the files as multipart parts named `files`. */
  scrape: async (api: ApiClient, files: readonly File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const answer = await api.post('/invoice/data', body, scrapeAnswerSchema, {
      timeoutMs: resolveTimeoutMs() * scrapeTimeoutFactor,
    });
    return answer.rootElement.invoices;
  },
};
