// The invoice tool's seed (SANDBOX.md "Tools"): the sample invoices. Plain constants: the invoices
// here are both what scripts/make-tool-fixtures.ts draws into the PDFs under files/ and what reading
// those PDFs back must give, so a test compares the two.

export const invoiceReasons = {
  noFile: 'Engin skrá fylgdi',
} as const;

/** The per-file errors of `POST /invoice/data` (in the answer's `error`, not a reason). */
export const invoiceErrors = {
  notPdf: 'Skráin er ekki PDF',
  notInvoice: 'Reikningur fannst ekki í skránni',
} as const;

export interface InvoiceLine {
  readonly description: string;
  readonly quantity: number;
  /** Whole krónur. */
  readonly unitPrice: number;
  /** Whole krónur, as the invoice states it. */
  readonly amount: number;
}

/** What `POST /invoice/data` answers as `json` for a file read as an invoice. */
export interface InvoiceJson {
  readonly invoiceNumber: string;
  /** yyyy-mm-dd. */
  readonly date: string;
  readonly seller: string;
  readonly buyer: string;
  readonly lines: readonly InvoiceLine[];
  /** Whole krónur, the invoice's `Samtals`. */
  readonly total: number;
}

/** The sample invoices' file names under sandbox/invoice-scraper/files/ (SANDBOX.md: "sample invoices"). */
export const invoiceFiles = {
  first: 'invoice-2026-0001.pdf',
  second: 'invoice-2026-0002.pdf',
  /** A real PDF (a letter) that is not an invoice: `Reikningur fannst ekki í skránni`. */
  notAnInvoice: 'not-an-invoice.pdf',
} as const;

/**
 * The sample invoices, by file name: the PDFs are drawn from these, and reading a PDF must give its
 * json exactly. Icelandic letters throughout (þ ð æ ö á é í ó ú ý), amounts in the thousands (so the
 * PDF shows `1.234`), and descriptions with a comma and a double quote (CSV quoting).
 */
export const sampleInvoices: Readonly<
  Record<typeof invoiceFiles.first | typeof invoiceFiles.second, InvoiceJson>
> = {
  [invoiceFiles.first]: {
    invoiceNumber: '2026-0001',
    date: '2026-11-03',
    seller: 'BYKO ehf.',
    buyer: 'Þórður Ásgeirsson',
    lines: [
      { description: 'Pallaefni, gagnvarið 28x120 mm', quantity: 40, unitPrice: 1_290, amount: 51_600 },
      { description: 'Skrúfur í pall, 500 stk.', quantity: 2, unitPrice: 4_990, amount: 9_980 },
      { description: 'Viðarvörn brún 4 l', quantity: 3, unitPrice: 6_490, amount: 19_470 },
      { description: 'Hjólbörur', quantity: 1, unitPrice: 12_995, amount: 12_995 },
    ],
    total: 94_045,
  },
  [invoiceFiles.second]: {
    invoiceNumber: '2026-0002',
    date: '2026-11-18',
    seller: 'BYKO ehf.',
    buyer: 'Smíðaverk Ýrar ehf.',
    lines: [
      { description: 'Parket, eik "Natúr" 14 mm', quantity: 12, unitPrice: 5_990, amount: 71_880 },
      { description: 'Málning, hvít 10 l', quantity: 4, unitPrice: 8_995, amount: 35_980 },
      { description: 'Bæsuð hurð 80 cm', quantity: 1, unitPrice: 89_900, amount: 89_900 },
      { description: 'Rörtengi 15 mm', quantity: 24, unitPrice: 345, amount: 8_280 },
      { description: 'Sýruþolnar vélskrúfur', quantity: 6, unitPrice: 1_145, amount: 6_870 },
    ],
    total: 212_910,
  },
};

/** The letter drawn into not-an-invoice.pdf: a PDF with text, but none of an invoice's lines. */
export const notAnInvoiceLetter = [
  'Bréf til viðskiptavina',
  'Akureyri, 2. nóvember 2026',
  'Góðan daginn,',
  'Verslunin á Akureyri verður lokuð laugardaginn 14. nóvember vegna vörutalningar.',
  'Við þökkum þolinmæðina og hlökkum til að sjá ykkur aftur á mánudag.',
  'Kær kveðja, starfsfólk BYKO',
] as const;
