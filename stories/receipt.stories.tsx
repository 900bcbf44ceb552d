import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, spinnerSays } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { ReceiptWidget } from '../widgets/receipt/ReceiptWidget.tsx';
import { receiptElement } from '../widgets/receipt/receipt.element.ts';
import { receiptPolling } from '../widgets/receipt/receipt.model.ts';

// <byko-receipt> (spec §2 Receipt page, §4 Receipt): the receipt; on failure 'Tókst ekki að hlaða
// kvittun' while the payment status is checked every second, up to 10 failed checks. demo-paid has a
// receipt; demo-receipt-late's is "not ready" for the sandbox's first 3 s, then loads.

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
export const Docs: Story = elementDocsStory('byko-receipt');

/** The sandbox's lateReceiptMs (3 s) and a poll or two more. */
const lateReceiptTimeout = { timeout: 3000 + 3 * receiptPolling.intervalMs };
/** Every failed check, and some slack. */
const pollingTimeout = { timeout: (receiptPolling.maxFailedChecks + 3) * receiptPolling.intervalMs };

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
    await expect(canvas.getByText('31.480 kr.')).toBeVisible();
    // A header row and the three items: name, quantity, price.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const items = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
      );
    await expect(items).toEqual([
      ['Pallaolía 3 l', '2', '6.990 kr.'],
      ['Pensill 100 mm', '1', '1.500 kr.'],
      ['Pallaskrúfur 500 stk.', '2', '8.000 kr.'],
    ]);
  },
};

export const LateReceipt: Story = {
  name: 'Kvittun sem er sein (villa, svo hleðst)',
  args: { paymentId: 'demo-receipt-late' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Tókst ekki að hlaða kvittun');
    await expect(canvas.getByText('Beðið eftir staðfestingu greiðslu…', { selector: 'p' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Vörur' }, lateReceiptTimeout);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('demo-receipt-late')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Polling: Story = {
  name: 'Villa: beðið eftir greiðslu',
  // Not paid: no receipt, and the status says 'Ógreitt' at every check.
  args: { paymentId: 'demo-card' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Tókst ekki að hlaða kvittun');
    await expect(canvas.getByText('Beðið eftir staðfestingu greiðslu…', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Villa: kvittun fannst ekki',
  // An unknown payment: the receipt and every status check fail; after the tenth, 'Reyna aftur'.
  args: { paymentId: 'ekki-til' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Tókst ekki að hlaða kvittun');
    await expect(await canvas.findByRole('button', { name: 'Reyna aftur' }, pollingTimeout)).toBeVisible();
    await expect(canvas.queryByText('Beðið eftir staðfestingu greiðslu…')).not.toBeInTheDocument();
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
  },
};
