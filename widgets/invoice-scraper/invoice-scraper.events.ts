import type { ErrorEvents } from '../core/runtime/events.ts';
import type { ScrapedFile } from './invoice-scraper.model.ts';

/** The events of `<byko-invoice-scraper>`. */
export type InvoiceScraperEvents = ErrorEvents & {
  /** The server answered: each sent file's name and its result (or undefined when it named none). */
  'byko-invoices-scraped': { files: readonly ScrapedFile[] };
};

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-invoices-scraped': CustomEvent<InvoiceScraperEvents['byko-invoices-scraped']>;
  }
}
