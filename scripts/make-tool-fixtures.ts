import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import {
  type InvoiceJson,
  invoiceFiles,
  notAnInvoiceLetter,
  sampleInvoices,
} from '../sandbox/invoice-scraper/fixtures.ts';
import { formatIcelandicNumber, formatInvoiceDate } from '../sandbox/invoice-scraper/invoice.ts';
import { videoFiles } from '../sandbox/video-loop/fixtures.ts';
import { chromiumArgs, chromiumPath } from '../test/chromium.ts';

// Makes the tools' committed fixture files (sandbox/README.md "Tools"): the PDFs under
// sandbox/invoice-scraper/files/, the videos under sandbox/video-loop/files/.
//
//   npx tsx scripts/make-tool-fixtures.ts            the sample invoices and the letter (PDFs)
//   npx tsx scripts/make-tool-fixtures.ts --videos   the PDFs and the two golf videos
//
// The PDFs are drawn from sandbox/invoice-scraper/fixtures.ts with pdf-lib and come out the same
// every run (fixed dates in the metadata). The videos are recorded from a canvas in Chromium, whose
// encoder does not give the same bytes twice: they are made once and committed, hence the flag.

const invoiceDirectory = resolve(import.meta.dirname, '../sandbox/invoice-scraper/files');
const videoDirectory = resolve(import.meta.dirname, '../sandbox/video-loop/files');

// A fixed moment in the metadata, so regenerating an unchanged invoice gives the same bytes.
const fixedDate = new Date('2026-11-01T00:00:00.000Z');

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const left = 50;
const right = 545;

async function newDocument(title: string): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor('BYKO sandkassi');
  document.setProducer('scripts/make-tool-fixtures.ts');
  document.setCreator('pdf-lib');
  document.setCreationDate(fixedDate);
  document.setModificationDate(fixedDate);
  return document;
}

/** What sandbox/README.md "Invoice tool" reads: heading, four labelled lines, the table, the total. */
async function invoicePdf(invoice: InvoiceJson): Promise<Uint8Array> {
  const document = await newDocument(`Reikningur ${invoice.invoiceNumber}`);
  // The standard fonts are written in WinAnsi, which has every Icelandic letter (þ ð æ ö á é í ó ú ý).
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage(pageSize);
  const size = 11;
  const text = (value: string, x: number, y: number, font: PDFFont = regular, fontSize = size) =>
    page.drawText(value, { x, y, font, size: fontSize });
  // Numbers line up on the right of their column, as on a printed invoice.
  const rightAligned = (value: string, columnRight: number, y: number, font: PDFFont = regular) =>
    text(value, columnRight - font.widthOfTextAtSize(value, size), y, font);
  const columns = { quantity: 330, unitPrice: 440, amount: right };

  text('BYKO', left, 790, bold, 14);
  text('Reikningur', left, 750, bold, 22);
  let y = 715;
  for (const [label, value] of [
    ['Reikningsnúmer', invoice.invoiceNumber],
    ['Dagsetning', formatInvoiceDate(invoice.date)],
    ['Seljandi', invoice.seller],
    ['Kaupandi', invoice.buyer],
  ] as const) {
    text(`${label}: ${value}`, left, y);
    y -= 18;
  }

  y -= 22;
  text('Lýsing', left, y, bold);
  rightAligned('Magn', columns.quantity, y, bold);
  rightAligned('Einingarverð', columns.unitPrice, y, bold);
  rightAligned('Upphæð', columns.amount, y, bold);
  page.drawLine({ start: { x: left, y: y - 5 }, end: { x: right, y: y - 5 }, thickness: 0.8 });
  y -= 22;
  for (const line of invoice.lines) {
    text(line.description, left, y);
    rightAligned(formatIcelandicNumber(line.quantity), columns.quantity, y);
    rightAligned(formatIcelandicNumber(line.unitPrice), columns.unitPrice, y);
    rightAligned(formatIcelandicNumber(line.amount), columns.amount, y);
    y -= 18;
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8 });
  y -= 10;
  rightAligned(`Samtals: ${formatIcelandicNumber(invoice.total)} kr.`, right, y, bold);
  text('Greiðist innan 30 daga. Takk fyrir viðskiptin.', left, 60, regular, 9);
  return document.save();
}

/** A letter: a real PDF with Icelandic text, and none of an invoice's lines. */
async function letterPdf(): Promise<Uint8Array> {
  const document = await newDocument('Bréf til viðskiptavina');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage(pageSize);
  let y = 760;
  for (const line of notAnInvoiceLetter) {
    page.drawText(line, { x: left, y, font: regular, size: 11 });
    y -= 24;
  }
  return document.save();
}

async function writeFixture(directory: string, name: string, bytes: Uint8Array): Promise<void> {
  await writeFile(join(directory, name), bytes);
  console.log(`${name}: ${bytes.byteLength} bytes`);
}

async function makePdfs(): Promise<void> {
  for (const [name, invoice] of Object.entries(sampleInvoices))
    await writeFixture(invoiceDirectory, name, await invoicePdf(invoice));
  await writeFixture(invoiceDirectory, invoiceFiles.notAnInvoice, await letterPdf());
}

// ---------------------------------------------------------------------------------------------
// The golf videos

interface VideoLook {
  readonly label: string;
  /** The background: video 1 green, video 2 blue, so a test (or a person) sees which one plays. */
  readonly background: string;
}

const videoLooks: Record<(typeof videoFiles)[number], VideoLook> = {
  'golf-1.webm': { label: '1', background: '#1e7d32' },
  'golf-2.webm': { label: '2', background: '#1f4fa8' },
};

/**
 * Runs in the page: draws 3 s of a 320×180 canvas (the title, the big number, a ball rolling across)
 * while MediaRecorder records it, and gives the WebM back as base64.
 */
async function recordCanvas(look: VideoLook): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const durationMs = 3000;
  const draw = (elapsed: number) => {
    const progress = Math.min(elapsed / durationMs, 1);
    context.fillStyle = look.background;
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = '#ffffff';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = 'bold 22px "DejaVu Sans", sans-serif';
    context.fillText('Golfmót BYKO', 160, 26);
    context.font = 'bold 96px "DejaVu Sans", sans-serif';
    context.fillText(look.label, 160, 100);
    // The ball rolls from left to right and bounces twice, so the picture moves all through.
    const ballX = 20 + progress * 280;
    const ballY = 160 - Math.abs(Math.sin(progress * Math.PI * 2)) * 30;
    context.beginPath();
    context.arc(ballX, ballY, 9, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = '#00000055';
    context.stroke();
  };
  draw(0);
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      draw(elapsed);
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function makeVideos(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
    // tsx (esbuild, keepNames) wraps the functions it compiles in __name(…): the page needs one too.
    await page.evaluate('globalThis.__name = (target) => target');
    for (const name of videoFiles) {
      const base64 = await page.evaluate(recordCanvas, videoLooks[name]);
      await writeFixture(videoDirectory, name, Buffer.from(base64, 'base64'));
    }
  } finally {
    await browser.close();
  }
}

await makePdfs();
if (process.argv.includes('--videos')) await makeVideos();
