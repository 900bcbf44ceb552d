import { defineWidget } from '../core/runtime/define.ts';
import { type InvoiceScraperEvents, InvoiceScraperWidget } from './InvoiceScraperWidget.tsx';
import invoiceScraperCss from './invoice-scraper.css?inline';

/**
 * `<byko-invoice-scraper>`: the staff's invoice tool (spec §2 "Other tools", §5 "Invoice tool",
 * §8). 'Invoice Scraper': PDF files picked (several at once) or dropped, 'Json' and 'CSV', and
 * 'Submit Query', which sends every file in one `POST /invoice/data` (multipart) and shows each
 * file's result with a download per chosen format (named after the PDF), or that file's error. No
 * file: 'You must provide at least one file to process'. A failed request shows the server's
 * reason, else what went wrong; a second click while a request runs is ignored.
 *
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   files: readonly {
 *     readonly name: string;
 *     readonly result:
 *       | {
 *           json?: {
 *             invoiceNumber: string; date: string; seller: string; buyer: string;
 *             lines: { description: string; quantity: number; unitPrice: number; amount: number }[];
 *             total: number;
 *           } | null;
 *           csv?: string | null;
 *           error?: string | null;
 *         }
 *       | undefined;
 *   }[];
 * }>} byko-invoices-scraped - once the server answered: each sent file's name and its result (undefined when the answer named none)
 * @csspart form - the files, the formats and the button
 * @csspart drop-zone - where files may be dropped
 */
defineWidget<Record<never, never>, InvoiceScraperEvents>('byko-invoice-scraper', InvoiceScraperWidget, {
  props: {},
  styles: [invoiceScraperCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-invoice-scraper': HTMLElement;
  }
}
