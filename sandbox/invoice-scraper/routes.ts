import { Hono } from 'hono';
import { reasonResponse, reasons } from '../errors.ts';
import { nextTurn } from '../wait.ts';
import { invoiceReasons } from './fixtures.ts';
import { type InvoiceResult, readInvoice } from './invoice.ts';

// The invoice tool (spec §7 "Tools", SANDBOX.md "Tools"): uploaded PDFs read as invoices. A full
// path, mounted at the root. No login: spec §6 lets anyone use it.

export function invoiceRoutes(): Hono {
  const routes = new Hono();

  routes.post('/invoice/data', async (c) => {
    let files: File[];
    try {
      const form = await c.req.formData();
      files = form.getAll('files').filter((part): part is File => typeof part !== 'string');
    } catch {
      // Not multipart form data at all: no file came with it either.
      files = [];
    }
    if (files.length === 0) return reasonResponse(c, 400, invoiceReasons.noFile);
    // Reading stops when the client gives up (it aborts, or goes away): nobody waits for the answer.
    const signal = c.req.raw.signal;
    // Keyed by file name in upload order; a name sent twice keeps its first place and the later result.
    const invoices: Record<string, InvoiceResult> = {};
    // One after another: PDF.js is single-threaded here anyway, and it keeps one PDF in memory at a time.
    for (const file of files) {
      // Taking the upload apart and copying a file out of it each hold the thread for a while (tens
      // of milliseconds for 10 MB): a turn of the event loop after each lets other requests in.
      await nextTurn();
      const bytes = new Uint8Array(await file.arrayBuffer());
      await nextTurn();
      invoices[file.name] = await readInvoice(bytes, signal);
      if (signal.aborted) return reasonResponse(c, 400, reasons.requestAborted);
    }
    return c.json({ rootElement: { invoices } });
  });

  return routes;
}
