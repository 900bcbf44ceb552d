/**
 * Every string of the invoice tool (spec §2 "Other tools", §5 "Invoice tool", §8). Staff use it,
 * and the spec writes it in English ('Invoice Scraper', 'Submit Query'), so its other texts are
 * English too; the per-file errors are the server's.
 */
export const invoiceScraperMessages = {
  heading: 'Invoice Scraper',
  files: 'PDF files',
  dropHint: 'Choose PDF files, or drop them here',
  chosen: (count: number) => (count === 1 ? '1 file chosen' : `${count} files chosen`),
  removeLabel: 'Remove',
  formats: 'Formats',
  json: 'Json',
  csv: 'CSV',
  submit: 'Submit Query',
  /** Spec §5 "Invoice tool". */
  noFile: 'You must provide at least one file to process',
  noFormat: 'Choose Json, CSV or both',
  reading: (count: number) => (count === 1 ? 'Reading 1 file…' : `Reading ${count} files…`),
  results: 'Results',
  /** Spec §8: the server's reason, else the error itself. */
  failed: (what: string) => `The request failed: ${what}`,
  failures: {
    http: (status: number) => `HTTP ${status}`,
    timeout: 'no answer in time',
    network: 'no connection to the server',
    malformed: 'the answer could not be read',
    unexpected: 'an unexpected error',
  },
  download: (fileName: string) => `Download ${fileName}`,
  invoiceNumber: 'Invoice number',
  date: 'Date',
  seller: 'Seller',
  buyer: 'Buyer',
  lines: 'Lines',
  total: 'Total',
  noResult: 'The server sent no result for this file',
} as const;
