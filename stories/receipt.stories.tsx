import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertWithRetry, spinnerSays } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { ReceiptWidget } from '../widgets/receipt/ReceiptWidget.tsx';
import { receiptElement } from '../widgets/receipt/receipt.element.ts';
import { receiptPolling } from '../widgets/receipt/receipt.model.ts';
import { tag as receiptTag } from '../widgets/receipt/receipt.tag.ts';
import { playUnknownPayment } from './pay-plays.ts';

// <byko-receipt> (spec §2 Receipt page, §4 Receipt): the receipt, its items with line totals, then
// the total and 'Prenta'; on failure 'Tókst ekki að hlaða kvittun' as a calm wait while the payment
// status is checked every second, and an error with 'Reyna aftur' once 10 checks have failed.
// demo-paid has a receipt; demo-receipt-late's is "not ready" for the sandbox's first 3 s, then loads.

const meta = {
  title: 'Greiðsla/Kvittun',
  id: 'receipt',
  component: ReceiptWidget,
  parameters: { widget: receiptElement },
  args: { paymentId: 'demo-paid' },
} satisfies Meta<typeof ReceiptWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(receiptTag);

/** The sandbox's lateReceiptMs (3 s) and a poll or two more. */
const lateReceiptTimeout = { timeout: 3000 + 3 * receiptPolling.intervalMs };
/** Every failed check, and some slack. */
const pollingTimeout = { timeout: (receiptPolling.maxFailedChecks + 3) * receiptPolling.intervalMs };

/** The items as shown, a row each: name, quantity, unit price, line total. */
function itemRows(table: HTMLElement): (string | undefined)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ')));
}

/** The calm wait: the spec's text and the waiting line, no alert and no button. */
async function waitingShown(canvas: WidgetCanvas): Promise<void> {
  await expect(await canvas.findByText('Tókst ekki að hlaða kvittun', {}, network)).toBeVisible();
  await expect(canvas.getByText('Beðið eftir staðfestingu greiðslu…', { selector: 'p' })).toBeVisible();
  await expect(canvas.getByText(/^Greiðslan gæti enn verið í vinnslu\./)).toBeVisible();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
}

export const Paid: Story = {
  name: 'Kvittun',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kvittun' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Vörur' }, network);
    await expect(canvas.getByText('demo-paid')).toBeVisible();
    // When it was paid: the day first, then the time.
    await expect(canvas.getByText(/^03\.11\.2025 kl\. \d{2}:\d{2}$/)).toBeVisible();
    await expect(canvas.getByText('Kort')).toBeVisible();
    // A header row and the three items: name, quantity, unit price and line total.
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Vara', 'Magn', 'Einingaverð', 'Upphæð']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(itemRows(table)).toEqual([
      ['Pallaolía 3 l', '2', '6.990 kr.', '13.980 kr.'],
      ['Pensill 100 mm', '1', '1.500 kr.', '1.500 kr.'],
      ['Pallaskrúfur 500 stk.', '2', '8.000 kr.', '16.000 kr.'],
    ]);
    // The total after the items, then 'Prenta'.
    const total = canvas.getByText('31.480 kr.');
    await expect(total).toBeVisible();
    await expect(total.previousElementSibling).toHaveTextContent('Samtals');
    await expect(table.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const print = canvas.getByRole('button', { name: 'Prenta' });
    await expect(total.compareDocumentPosition(print) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** How many times the page was asked to print while a story stood in for window.print. */
let printRequests = 0;

export const Print: Story = {
  name: 'Kvittun: Prenta',
  // The browser's print dialog, stood in for: window.print counts its calls until the story ends.
  beforeEach: () => {
    const realPrint = window.print;
    printRequests = 0;
    window.print = () => {
      printRequests += 1;
    };
    return () => {
      window.print = realPrint;
    };
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await canvas.findByRole('table', { name: 'Vörur' }, network);
    await userEvent.click(canvas.getByRole('button', { name: 'Prenta' }));
    await expect(printRequests).toBe(1);
    // The receipt stays as it was.
    await expect(canvas.getByText('31.480 kr.')).toBeVisible();
  },
};

export const LateReceipt: Story = {
  name: 'Kvittun sem er sein (beðið, svo hleðst)',
  args: { paymentId: 'demo-receipt-late' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await waitingShown(canvas);
    const table = await canvas.findByRole('table', { name: 'Vörur' }, lateReceiptTimeout);
    await expect(canvas.queryByText('Tókst ekki að hlaða kvittun')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('demo-receipt-late')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(itemRows(table)).toEqual([['Ljósapera E27', '1', '5.990 kr.', '5.990 kr.']]);
  },
};

export const Polling: Story = {
  name: 'Beðið eftir greiðslu',
  // Not paid: no receipt, and the status says 'Ógreitt' at every check; a wait, not an error.
  args: { paymentId: 'demo-card' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await waitingShown(canvas);
    // Said to screen readers as one status, the waiting line, and no alert.
    await expect(canvas.getByRole('status')).toHaveTextContent('Beðið eftir staðfestingu greiðslu…');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Villa: kvittun fannst ekki',
  // Not paid, and every status check says so: a calm wait until the tenth check, then the error
  // with 'Reyna aftur'.
  args: { paymentId: 'demo-card' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await waitingShown(canvas);
    await expect(await canvas.findByRole('button', { name: 'Reyna aftur' }, pollingTimeout)).toBeVisible();
    await alertWithRetry(canvas, 'Tókst ekki að hlaða kvittun');
    await expect(canvas.getByText(/^Greiðslan hefur ekki verið staðfest\./)).toBeVisible();
    await expect(canvas.queryByText('Beðið eftir staðfestingu greiðslu…')).not.toBeInTheDocument();
  },
};

export const UnknownPayment: Story = {
  name: 'Greiðsla fannst ekki',
  // A payment the API does not know (its status answers 404): the calm wait through every check,
  // as spec §4 has it, then the ways out, and no 'Reyna aftur', which could not find it.
  args: { paymentId: 'ekki-til' },
  play: async (context) => {
    const canvas = await widgetCanvas(context.canvasElement);
    await waitingShown(canvas);
    await canvas.findByRole('heading', { level: 1, name: 'Greiðsla fannst ekki' }, pollingTimeout);
    await playUnknownPayment(context);
  },
};

export const Loading: Story = {
  name: 'Sæki kvittun',
  beforeEach: () => addFault({ match: 'GET /api/payment/demo-paid/receipt', fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kvittun' })).toBeVisible();
    await spinnerSays(canvas, 'Sæki kvittun…');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // The receipt's shape in grey while it loads: its details, its items, its total, its button.
    const shape = [
      ...(canvasElement.querySelector('[data-widget-frame]')?.shadowRoot?.querySelectorAll('[data-part]') ??
        []),
    ];
    await expect(shape.map((part) => part.getAttribute('data-part'))).toEqual([
      'line',
      'line',
      'line',
      'table',
      'amount',
      'button',
    ]);
    await expect(shape.every((part) => part.getBoundingClientRect().height > 0)).toBe(true);
  },
};
