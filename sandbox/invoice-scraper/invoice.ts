import type { PDFPageProxy } from 'unpdf/pdfjs';
import { nextTurn } from '../wait.ts';
import { type InvoiceJson, type InvoiceLine, invoiceErrors } from './fixtures.ts';

// The invoice tool's reading (SANDBOX.md "Tools"): the PDF's text is extracted for real (unpdf, the
// serverless build of PDF.js, which runs in Node and in the browser alike), put back into lines by
// position, and parsed as the layout SANDBOX.md gives. Nothing is computed: every figure in the
// answer is one the PDF shows.

export type InvoiceResult = { readonly json: InvoiceJson; readonly csv: string } | { readonly error: string };

/** A text run on a page: where it starts and how wide it is (PDF units, origin bottom-left). */
export interface TextRun {
  readonly str: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly fontSize: number;
}

const pdfMagic = '%PDF-';

export function startsAsPdf(bytes: Uint8Array): boolean {
  return [...pdfMagic].every((character, index) => bytes[index] === character.charCodeAt(0));
}

// ---------------------------------------------------------------------------------------------
// Numbers, Icelandic style: '.' groups thousands, ',' is the decimal mark.

/** 1234 → '1.234', 2.5 → '2,5'. */
export function formatIcelandicNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

const icelandicNumber = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** '1.234' → 1234, '2,5' → 2.5; undefined for anything else (so '1.2' or '12 kr' is not a number). */
export function parseIcelandicNumber(text: string): number | undefined {
  if (!icelandicNumber.test(text)) return undefined;
  return Number(text.replaceAll('.', '').replace(',', '.'));
}

/** yyyy-mm-dd → dd.mm.yyyy, as the invoice prints it. */
export function formatInvoiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** dd.mm.yyyy → yyyy-mm-dd, only for a day that exists. */
function parseInvoiceDate(text: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().startsWith(iso) ? iso : undefined;
}

// ---------------------------------------------------------------------------------------------
// Lines from text runs

/** Runs whose baselines are this close (PDF units) are on one line. */
const sameLineTolerance = 2;

/**
 * The page's lines, top to bottom, each its runs left to right joined: with nothing between runs that
 * touch, one space for a word gap, and two spaces for a wider gap (a table's columns), so a table row
 * reads as SANDBOX.md writes the header: `Lýsing  Magn  Einingarverð  Upphæð`.
 */
export function linesOfRuns(runs: readonly TextRun[]): string[] {
  const rows: TextRun[][] = [];
  const byPosition = runs.filter((run) => run.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  for (const run of byPosition) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - run.y) <= sameLineTolerance) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => {
    const ordered = [...row].sort((a, b) => a.x - b.x);
    let text = '';
    let end: number | undefined;
    for (const run of ordered) {
      if (end !== undefined) {
        const gap = run.x - end;
        // A space in Helvetica is 0.28 em: anything over an em is a column gap.
        if (gap > run.fontSize) text += '  ';
        else if (gap > run.fontSize * 0.15 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
      }
      text += run.str;
      end = run.x + run.width;
    }
    return text.replace(/\s+$/, '').replace(/^\s+/, '');
  });
}

// ---------------------------------------------------------------------------------------------
// The layout

const tableHeader = ['Lýsing', 'Magn', 'Einingarverð', 'Upphæð'];

/** The value after `<label>:` on the first line that starts with it. */
function labelled(lines: readonly string[], label: string): string | undefined {
  const prefix = `${label}:`;
  const line = lines.find((candidate) => candidate.startsWith(prefix));
  const value = line?.slice(prefix.length).trim();
  return value === '' ? undefined : value;
}

/** A table row: the description, then three numbers, the columns two spaces or more apart. */
function tableLine(line: string): InvoiceLine | undefined {
  const cells = line.split(/\s{2,}/);
  if (cells.length < 4) return undefined;
  const [quantity, unitPrice, amount] = cells.slice(-3).map(parseIcelandicNumber);
  const description = cells.slice(0, -3).join('  ').trim();
  if (description === '' || quantity === undefined || unitPrice === undefined || amount === undefined)
    return undefined;
  return { description, quantity, unitPrice, amount };
}

/**
 * The invoice in the lines of a PDF, or undefined when any part of the layout is missing: the heading
 * `Reikningur`, the four labelled lines, the table's header and at least one row under it, and
 * `Samtals: <amount> kr.`.
 */
export function invoiceOfLines(lines: readonly string[]): InvoiceJson | undefined {
  if (!lines.includes('Reikningur')) return undefined;
  const invoiceNumber = labelled(lines, 'Reikningsnúmer');
  const dateText = labelled(lines, 'Dagsetning');
  const date = dateText === undefined ? undefined : parseInvoiceDate(dateText);
  const seller = labelled(lines, 'Seljandi');
  const buyer = labelled(lines, 'Kaupandi');
  const totalMatch = /^(\S+) kr\.$/.exec(labelled(lines, 'Samtals') ?? '');
  const total = totalMatch?.[1] === undefined ? undefined : parseIcelandicNumber(totalMatch[1]);
  const headerAt = lines.findIndex((line) => line.split(/\s{2,}/).join('|') === tableHeader.join('|'));
  if (
    invoiceNumber === undefined ||
    date === undefined ||
    seller === undefined ||
    buyer === undefined ||
    total === undefined ||
    headerAt < 0
  )
    return undefined;
  const invoiceLines: InvoiceLine[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    const parsed = tableLine(line);
    if (!parsed) break;
    invoiceLines.push(parsed);
  }
  if (invoiceLines.length === 0) return undefined;
  return { invoiceNumber, date, seller, buyer, lines: invoiceLines, total };
}

// ---------------------------------------------------------------------------------------------
// CSV

const csvHeader = ['description', 'quantity', 'unitPrice', 'amount'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header, then a row per invoice line; `\n` after every row, the last one too. */
export function invoiceCsv(invoice: InvoiceJson): string {
  const rows = [csvHeader, ...invoice.lines.map((line) => csvHeader.map((key) => line[key]))];
  return rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/**
 * How long reading may hold the thread before it lets other work in (other requests, a page's
 * clicks). PDF.js runs here without a worker, as one chain of promise callbacks that nothing else
 * can interrupt while it lasts, however long the file. So each page's text is taken as PDF.js's
 * stream, where PDF.js stops once a few chunks wait to be taken; a turn of the event loop between
 * chunks (and pages) lets the rest of the server, or the page, run. What PDF.js does in one go is
 * not split: opening the document, and drawing on a page that is not text.
 */
const sliceMs = 10;

/** A text item of PDF.js's stream: a run of text with where it is drawn (marked content has no str). */
interface StreamedTextItem {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
}

function isTextItem(item: unknown): item is StreamedTextItem {
  if (typeof item !== 'object' || item === null) return false;
  const { str, transform, width } = item as Record<string, unknown>;
  return typeof str === 'string' && Array.isArray(transform) && typeof width === 'number';
}

function runOfItem(item: StreamedTextItem): TextRun {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
  return { str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d) };
}

/** Gives way once the thread has been held for a slice; throws once the client has given up. */
function slicer(signal: AbortSignal | undefined): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };
}

/** The text runs of one page, in PDF.js's chunks, giving way between them. */
async function runsOfPage(page: PDFPageProxy, giveWay: () => Promise<void>): Promise<TextRun[]> {
  const runs: TextRun[] = [];
  const reader = (page.streamTextContent() as ReadableStream<{ items: unknown[] }>).getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of chunk.value.items) if (isTextItem(item)) runs.push(runOfItem(item));
      await giveWay();
    }
  } finally {
    reader.releaseLock();
  }
  return runs;
}

/** The lines of every page, in page order (each page's lines made apart, as linesOfRuns makes them). */
async function linesOfPdf(bytes: Uint8Array, signal: AbortSignal | undefined): Promise<string[]> {
  // Loaded on the first upload only: PDF.js is 1.7 MB, and most of the sandbox's users never upload.
  const { getDocumentProxy } = await import('unpdf');
  const giveWay = slicer(signal);
  // PDF.js may take the buffer over (transfer it): a copy keeps the caller's bytes whole.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      await giveWay();
      const page = await document.getPage(number);
      lines.push(...linesOfRuns(await runsOfPage(page, giveWay)));
      page.cleanup();
    }
    return lines;
  } finally {
    // As unpdf's own helpers end a document they opened (the proxy has no destroy() of its own).
    await document.loadingTask.destroy();
  }
}

/**
 * One uploaded file's result: the invoice as json and csv, or the error for this file alone. Reading
 * stops (with that error) once `signal` aborts.
 */
export async function readInvoice(bytes: Uint8Array, signal?: AbortSignal): Promise<InvoiceResult> {
  if (!startsAsPdf(bytes)) return { error: invoiceErrors.notPdf };
  let lines: string[];
  try {
    lines = await linesOfPdf(bytes, signal);
  } catch {
    // A damaged or encrypted PDF: PDF.js cannot read it, so no invoice is found in it.
    return { error: invoiceErrors.notInvoice };
  }
  const invoice = invoiceOfLines(lines);
  return invoice ? { json: invoice, csv: invoiceCsv(invoice) } : { error: invoiceErrors.notInvoice };
}
