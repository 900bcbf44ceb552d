import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { invoiceFiles } from '../../sandbox/invoice-scraper/fixtures.ts';

// A large invoice for the sandbox's bounds: the first sample invoice (sandbox/invoice-scraper/files/)
// with pages of fine print (terms of sale) after it, which PDF.js reads line by line, and a scanned
// attachment (an image it does not need to decode) making up the rest of the size. Reading it gives
// the sample invoice's json.

const filesDirectory = join(import.meta.dirname, '../../sandbox/invoice-scraper/files');

/** Bytes of content stream per page of fine print. */
const pageContentBytes = 200_000;

const termsLine =
  'Skilmálar: vara er eign seljanda þar til hún er greidd að fullu. Dráttarvextir reiknast frá gjalddaga. ' +
  'Kvörtun vegna galla skal berast innan 14 daga frá afhendingu.';

/** A content stream of about `bytes` bytes: lines of fine print in 2 pt type, each its own text run. */
function finePrint(fontName: string, bytes: number): Uint8Array {
  const lines: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const line = `BT /${fontName} 2 Tf 1 0 0 1 10 ${830 - (index % 400) * 2} Tm (${termsLine} ${index}) Tj ET\n`;
    lines.push(line);
    length += line.length;
  }
  // Latin-1 bytes: the standard fonts' WinAnsi encoding has every Icelandic letter there.
  return Uint8Array.from(Buffer.from(lines.join(''), 'latin1'));
}

/** Bytes that do not compress, as a scan's are. */
function scanBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let seed = 2_463_534_242;
  for (let index = 0; index < length; index += 1) {
    // xorshift32
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    bytes[index] = seed & 0xff;
  }
  return bytes;
}

export interface LargeInvoiceOptions {
  /** The whole file's size, at least (it comes out a few hundred bytes over). */
  readonly bytes: number;
  /** How much of it is fine print: text PDF.js reads (in pages of 200 000 bytes). */
  readonly finePrintBytes: number;
}

/** The first sample invoice, with fine print and a scanned attachment, `bytes` long. */
export async function largeInvoicePdf({
  bytes,
  finePrintBytes,
}: LargeInvoiceOptions): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.load(await readFile(join(filesDirectory, invoiceFiles.first)));
  const [first] = document.getPages();
  const resources = first?.node.Resources();
  const fontName = resources?.lookup(PDFName.of('Font'), PDFDict).keys()[0]?.asString().slice(1);
  if (!first || !resources || !fontName) throw new Error('the sample invoice has no page or no font');
  const context = document.context;
  for (let written = 0; written < finePrintBytes; written += pageContentBytes) {
    const page = document.addPage([first.getWidth(), first.getHeight()]);
    page.node.set(PDFName.of('Resources'), resources);
    const content = finePrint(fontName, Math.min(pageContentBytes, finePrintBytes - written));
    page.node.set(PDFName.of('Contents'), context.register(PDFRawStream.of(context.obj({}), content)));
  }
  const withText = await document.save({ useObjectStreams: false });
  // A grey A4 scan at 300 dpi is 2 480 pixels wide: as many rows as the size left calls for.
  const width = 2480;
  const height = Math.max(1, Math.ceil((bytes - withText.length) / width));
  const scan = PDFRawStream.of(
    context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
    scanBytes(width * height),
  );
  // On a page of its own, as an attached scan would be.
  const attachment = document.addPage([first.getWidth(), first.getHeight()]);
  attachment.node.set(PDFName.of('Resources'), context.obj({ XObject: { Scan: context.register(scan) } }));
  return new Uint8Array(await document.save({ useObjectStreams: false }));
}
