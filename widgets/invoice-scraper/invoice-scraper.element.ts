import { defineWidget } from '../core/runtime/define.ts';
import { InvoiceScraperWidget } from './InvoiceScraperWidget.tsx';
import invoiceScraperCss from './invoice-scraper.css?inline';
import type { InvoiceScraperEvents } from './invoice-scraper.events.ts';
import { tag as invoiceScraperTag } from './invoice-scraper.tag.ts';

/**
 * `<byko-invoice-scraper>`: the staff's invoice tool. 'Invoice Scraper': PDF files picked (several at once) or dropped, 'Json' and 'CSV', and
 * 'Submit Query', which sends every file in one `POST /invoice/data` (multipart) and shows each
 * file's result with a download per chosen format (named after the PDF), or that file's error. No
 * file: 'You must provide at least one file to process'. A failed request shows the server's
 * reason, else what went wrong; a second click while a request runs is ignored.
 *
 * @fires byko-invoices-scraped - once the server answered: each sent file's name and its result (undefined when the answer named none)
 * @csspart form - the files, the formats and the button
 * @csspart drop-zone - where files may be dropped
 */
export const invoiceScraperElement = defineWidget<Record<never, never>, InvoiceScraperEvents>({
  tag: invoiceScraperTag,
  component: InvoiceScraperWidget,
  props: {},
  styles: [invoiceScraperCss],
  translations: {
    en: () => import('./invoice-scraper.en.ts'),
    pl: () => import('./invoice-scraper.pl.ts'),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    [invoiceScraperTag]: HTMLElement;
  }
}
