import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays } from '../.storybook/plays.ts';
import { addFault, sentCount } from '../.storybook/sandbox.ts';
import { hasFocus, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../sandbox/invoice-scraper/fixtures.ts';
import { InvoiceScraperWidget } from '../widgets/invoice-scraper/InvoiceScraperWidget.tsx';
import { invoiceScraperElement } from '../widgets/invoice-scraper/invoice-scraper.element.ts';
import { tag as invoiceScraperTag } from '../widgets/invoice-scraper/invoice-scraper.tag.ts';

// <byko-invoice-scraper> (spec §2 "Other tools", §5 "Invoice tool", §8) in each of its states
// against the sandbox, which reads the uploaded PDFs for real (SANDBOX.md "Tools"). The sample PDFs
// are Storybook's static files at `sandbox-files/` beside the page (.storybook/main.ts): a play
// function fetches them, makes Files of them and puts them on the file input (or drops them) as a
// person picking them would. The staff tool speaks English (invoice-scraper.messages.ts); the
// per-file errors are the server's. formatIsk writes a no-break space before 'kr.'.

const meta = {
  title: 'Invoice Scraper',
  id: 'invoice-scraper',
  component: InvoiceScraperWidget,
  parameters: { widget: invoiceScraperElement },
} satisfies Meta<typeof InvoiceScraperWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(invoiceScraperTag);

const scrapePath = 'POST /invoice/data';

/** A file that is not a PDF at all: 'Skráin er ekki PDF'. */
const notPdfName = 'athugasemd.txt';
const notPdf = () => new File(['Þetta er ekki reikningur.\n'], notPdfName, { type: 'text/plain' });

/** A sample file of sandbox/invoice-scraper/files/, as Storybook serves it beside the page. */
async function sampleFile(name: string): Promise<File> {
  const response = await fetch(new URL(`sandbox-files/${encodeURIComponent(name)}`, document.baseURI));
  if (!response.ok) throw new Error(`sandbox-files/${name}: ${response.status}`);
  return new File([await response.blob()], name, { type: 'application/pdf' });
}

const samples = () => Promise.all([sampleFile(invoiceFiles.first), sampleFile(invoiceFiles.second)]);

/** What a drag from the desktop carries (Chromium's DragEvent takes only a real DataTransfer). */
function transferOf(files: readonly File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** The form, once rendered. */
async function form(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Invoice Scraper' }, network);
  return canvas;
}

function fileInput(canvas: WidgetCanvas): HTMLInputElement {
  const input = canvas.getByLabelText('PDF files');
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error('no file input');
  return input;
}

/** Picks the files with the file input, as the browser's file chooser hands them over. */
function pick(canvas: WidgetCanvas, files: readonly File[]): void {
  const input = fileInput(canvas);
  input.files = transferOf(files).files;
  fireEvent.change(input);
}

const submit = (canvas: WidgetCanvas) => canvas.getByRole('button', { name: 'Submit Query' });

/** The Remove buttons of the chosen files: each is named 'Remove <file name>' (the name visually hidden). */
const removeButtons = (canvas: WidgetCanvas) => canvas.queryAllByRole('button', { name: /^Remove / });

/**
 * The names of the chosen files, as their Remove buttons name them. The query above matched the
 * accessible name; the button's text is that name ('Remove' and the hidden ' <file name>').
 */
function chosenNames(canvas: WidgetCanvas): string[] {
  return removeButtons(canvas).map((button) => (button.textContent ?? '').replace(/^Remove /, ''));
}

/** One file's result: its heading (h3) and what is under it. */
function result(canvas: WidgetCanvas, name: string): WidgetCanvas {
  const item = canvas.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`no result for ${name}`);
  return within(item);
}

/** A result's summary as [term, value] pairs. */
function summary(file: WidgetCanvas): string[][] {
  const terms = file.getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The summary the widget shows for a sample invoice, from the fixture the PDF was drawn from. */
function expectedSummary(name: keyof typeof sampleInvoices, total: string): string[][] {
  const invoice = sampleInvoices[name];
  return [
    ['Invoice number', invoice.invoiceNumber],
    ['Date', invoice.date],
    ['Seller', invoice.seller],
    ['Buyer', invoice.buyer],
    ['Lines', String(invoice.lines.length)],
    ['Total', `${total}\u00a0kr.`],
  ];
}

/** How many `POST /invoice/data` the sandbox has received (its request log, held ones too). */
const sentScrapes = () => sentCount('POST', '/invoice/data');

const downloads = (file: WidgetCanvas) =>
  file.queryAllByRole('button', { name: /^Download / }).map((button) => button.textContent);

export const Empty: Story = {
  name: 'Autt form',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(fileInput(canvas)).toHaveAttribute('multiple');
    await expect(fileInput(canvas)).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(canvas.getByText('Choose PDF files, or drop them here')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Formats' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Json' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'CSV' })).toBeChecked();
    await expect(chosenNames(canvas)).toEqual([]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoFile: Story = {
  name: 'Engin skrá: You must provide at least one file to process',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You must provide at least one file to process',
    );
    await expect(fileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    // Choosing a file takes the message away.
    pick(canvas, [notPdf()]);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(chosenNames(canvas)).toEqual([notPdfName]);
  },
};

export const NoFormat: Story = {
  name: 'Ekkert snið valið',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    pick(canvas, await samples());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Json' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CSV' }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose Json, CSV or both');
    // The group is what to fix: it takes the focus and its message describes it.
    const formats = canvas.getByRole('group', { name: 'Formats' });
    await waitFor(() => expect(hasFocus(formats)).toBe(true));
    await expect(formats).toHaveAccessibleDescription('Choose Json, CSV or both');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CSV' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Chosen: Story = {
  name: 'Skrár valdar og dregnar inn (og ein fjarlægð)',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    const [first, second] = await samples();
    if (!first || !second) throw new Error('the sample invoices did not load');
    pick(canvas, [first]);
    await expect(await canvas.findByText('1 file chosen')).toBeVisible();
    // Dropped on the zone around the input: added to the list.
    const zone = canvas.getByText('Choose PDF files, or drop them here').parentElement;
    if (!zone) throw new Error('no drop zone');
    // Testing Library's fireEvent copies a DataTransfer's own properties (it has none) into a new
    // one: the drag events are made here with the DataTransfer itself.
    const drag = (type: string, files: readonly File[]) =>
      zone.dispatchEvent(
        new DragEvent(type, { dataTransfer: transferOf(files), bubbles: true, cancelable: true }),
      );
    drag('dragover', [second]);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    drag('drop', [second, notPdf()]);
    await expect(await canvas.findByText('3 files chosen')).toBeVisible();
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(chosenNames(canvas)).toEqual([invoiceFiles.first, invoiceFiles.second, notPdfName]);
    const removeFirst = canvas.getByRole('button', { name: `Remove ${invoiceFiles.first}` });
    await expect(removeFirst).not.toHaveAttribute('aria-disabled');
    await userEvent.click(removeFirst);
    await expect(await canvas.findByText('2 files chosen')).toBeVisible();
    await expect(chosenNames(canvas)).toEqual([invoiceFiles.second, notPdfName]);
  },
};

/**
 * Reading PDFs in the page (PDF.js) takes seconds; with other suites on the 2-core machine it took
 * more than 15 s. Under the e2e runner's 40 s a story.
 */
const readingTimeout = { timeout: 30_000 };

export const Results: Story = {
  name: 'Niðurstöður: tveir reikningar, bréf og skrá sem er ekki PDF',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    const letter = await sampleFile(invoiceFiles.notAnInvoice);
    pick(canvas, [...(await samples()), letter, notPdf()]);
    await expect(await canvas.findByText('4 files chosen')).toBeVisible();
    await userEvent.click(submit(canvas));
    // Reading four PDFs in the page (PDF.js) takes a moment on a busy machine.
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Results' }, readingTimeout);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((name) => name.textContent)).toEqual([
      invoiceFiles.first,
      invoiceFiles.second,
      invoiceFiles.notAnInvoice,
      notPdfName,
    ]);

    const first = result(canvas, invoiceFiles.first);
    await expect(summary(first)).toEqual(expectedSummary(invoiceFiles.first, '94.045'));
    await expect(downloads(first)).toEqual([
      'Download invoice-2026-0001.json',
      'Download invoice-2026-0001.csv',
    ]);
    const second = result(canvas, invoiceFiles.second);
    await expect(summary(second)).toEqual(expectedSummary(invoiceFiles.second, '212.910'));
    await expect(downloads(second)).toEqual([
      'Download invoice-2026-0002.json',
      'Download invoice-2026-0002.csv',
    ]);

    // Each file's own error, with no summary and nothing to download; the others still have their results.
    const unread = result(canvas, invoiceFiles.notAnInvoice);
    await expect(unread.getByText(invoiceErrors.notInvoice)).toBeVisible();
    await expect(unread.queryAllByRole('term')).toEqual([]);
    await expect(downloads(unread)).toEqual([]);
    const text = result(canvas, notPdfName);
    await expect(text.getByText(invoiceErrors.notPdf)).toBeVisible();
    await expect(text.queryAllByRole('term')).toEqual([]);
    await expect(downloads(text)).toEqual([]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CsvOnly: Story = {
  name: 'Niðurstaða: aðeins CSV',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    pick(canvas, [await sampleFile(invoiceFiles.second)]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Json' }));
    await userEvent.click(submit(canvas));
    await canvas.findByRole('heading', { level: 2, name: 'Results' }, readingTimeout);
    const second = result(canvas, invoiceFiles.second);
    await expect(downloads(second)).toEqual(['Download invoice-2026-0002.csv']);
    await expect(summary(second)).toEqual(expectedSummary(invoiceFiles.second, '212.910'));
  },
};

export const Reading: Story = {
  name: 'Les skrár (framvinda; hnappurinn óvirkur)',
  // The sandbox holds the request (as a server that has not answered yet).
  beforeEach: () => addFault({ match: scrapePath, fault: 'timeout' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    pick(canvas, await samples());
    const button = submit(canvas);
    await userEvent.click(button);
    const root = button.getRootNode();
    if (!(root instanceof ShadowRoot)) throw new Error('the widget is not in a shadow root');
    const line = await waitFor(() => {
      const found = root.querySelector('.byko-progress');
      if (!found) throw new Error('no progress line yet');
      return found;
    });
    await expect(line).toBeVisible();
    await expect(line).toHaveTextContent('Reading 2 files…');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The request has reached the sandbox (it is logged on arrival, which on a busy machine can come
    // after the progress line shows). That a second click while it runs sends nothing is the
    // model's (widgets/invoice-scraper/invoice-scraper.model.test.ts).
    await waitFor(async () => expect(await sentScrapes()).toBe(1), network);
    await expect(canvas.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    // The files being sent cannot be removed meanwhile: each Remove (core's Button, which ignores
    // clicks while aria-disabled) says so, and keeps its name.
    await expect(chosenNames(canvas)).toEqual([invoiceFiles.first, invoiceFiles.second]);
    for (const each of removeButtons(canvas)) await expect(each).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerFailed: Story = {
  name: 'Villa 500: ástæða þjónsins (valið helst)',
  beforeEach: () => addFault({ match: scrapePath, fault: '500' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    pick(canvas, await samples());
    await userEvent.click(submit(canvas));
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await expect(canvas.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    // The files stay chosen: Submit Query again is the retry, and the sandbox answers it.
    await expect(chosenNames(canvas)).toEqual([invoiceFiles.first, invoiceFiles.second]);
    await userEvent.click(submit(canvas));
    await canvas.findByRole('heading', { level: 2, name: 'Results' }, readingTimeout);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Unreadable: Story = {
  name: 'Villa: svar sem ekki er hægt að lesa',
  beforeEach: () => addFault({ match: scrapePath, fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await form(canvasElement);
    pick(canvas, await samples());
    await userEvent.click(submit(canvas));
    await alertSays(canvas, 'The request failed: the answer could not be read');
  },
};
