import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  alertWithRetry,
  playLoading,
  playRetryAfter,
  skeletonPartsAround,
} from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { BarcodeWidget } from '../widgets/codes/BarcodeWidget.tsx';
import { barcodeElement } from '../widgets/codes/barcode.element.ts';
import { tag as barcodeTag } from '../widgets/codes/barcode.tag.ts';
import { QrCodeWidget } from '../widgets/codes/QrCodeWidget.tsx';
import { tag as qrCodeTag } from '../widgets/codes/qr-code.tag.ts';
import { SalesOrderBarcodeWidget } from '../widgets/codes/SalesOrderBarcodeWidget.tsx';
import { tag as salesOrderBarcodeTag } from '../widgets/codes/sales-order-barcode.tag.ts';

// <byko-barcode>, <byko-qr-code> and <byko-sales-order-barcode> (spec §2 "Other tools", §8 "Barcode",
// §9: CODE128 80 px high, QR level H 200 px) in each state, drawn by the real libraries; the sales
// order against the sandbox (SO-100200 exists). The e2e tests decode what is drawn.

const meta = {
  title: 'Kóðar',
  id: 'codes',
  parameters: { widget: barcodeElement },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each element's attributes, events, CSS properties and parts (custom-elements.json). */
export const BarcodeDocs: Story = elementDocsStory(barcodeTag);
export const QrCodeDocs: Story = elementDocsStory(qrCodeTag);
export const SalesOrderBarcodeDocs: Story = elementDocsStory(salesOrderBarcodeTag);

/** Drawing done: the spinner gone, the code's box labelled as given. */
async function drawn(
  canvasElement: HTMLElement,
  name: string,
): Promise<{ canvas: WidgetCanvas; code: Element }> {
  const canvas = await widgetCanvas(canvasElement);
  const code = await canvas.findByRole('img', { name }, network);
  await waitFor(() => expect(canvas.queryByText('Teikna kóða…')).not.toBeInTheDocument(), network);
  return { canvas, code };
}

/** The drawn SVG's size in CSS pixels. */
function sizeOf(element: Element): { width: number; height: number } {
  const box = element.getBoundingClientRect();
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

export const Barcode: Story = {
  name: 'Strikamerki (CODE128, 80 px)',
  render: () => <BarcodeWidget value="SO-100200" />,
  play: async ({ canvasElement }) => {
    const { code } = await drawn(canvasElement, 'Strikamerki: SO-100200');
    // The bars, and the value as text under them.
    await expect(code.querySelectorAll('rect').length).toBeGreaterThan(20);
    await expect(code.querySelector('text')?.textContent).toBe('SO-100200');
    await expect(code.querySelector('g rect')?.getAttribute('height')).toBe('80');
  },
};

export const BarcodeEan13: Story = {
  name: 'Strikamerki: EAN-13, 120 px',
  render: () => <BarcodeWidget value="569012345678" format="EAN13" height={120} />,
  play: async ({ canvasElement }) => {
    const { code } = await drawn(canvasElement, 'Strikamerki: 569012345678');
    // EAN-13 prints its digits in groups under the bars.
    await expect(code.textContent).toContain('690123');
    await expect(sizeOf(code).height).toBeGreaterThan(120);
  },
};

export const BarcodeInvalid: Story = {
  name: 'Strikamerki: gildi sem sniðið ber ekki',
  render: () => <BarcodeWidget value="SO-100200" format="EAN13" />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Villa kom upp við að hlaða strikamerki');
    // No bars in its place, and drawing it again would fail the same way: no retry offered.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reyna aftur' })).not.toBeInTheDocument();
  },
};

export const QrCode: Story = {
  name: 'QR kóði (H, 200 px)',
  render: () => <QrCodeWidget value="kassi-1a2b3c4d" />,
  play: async ({ canvasElement }) => {
    const { code } = await drawn(canvasElement, 'QR kóði: kassi-1a2b3c4d');
    await expect(code.querySelector('svg')).not.toBe(null);
    await expect(sizeOf(code)).toEqual({ width: 200, height: 200 });
  },
};

export const QrCodeFit: Story = {
  name: 'QR kóði: size="fit" í 320 px dálki',
  render: () => (
    <div style={{ width: '320px' }}>
      <QrCodeWidget value="kassi-1a2b3c4d" size="fit" level="M" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { code } = await drawn(canvasElement, 'QR kóði: kassi-1a2b3c4d');
    await expect(sizeOf(code)).toEqual({ width: 320, height: 320 });
  },
};

export const QrCodePage: Story = {
  name: 'QR kóði: síða (size="screen", caption)',
  render: () => <QrCodeWidget value="kassi-1a2b3c4d" size="screen" caption />,
  play: async ({ canvasElement }) => {
    const { canvas, code } = await drawn(canvasElement, 'QR kóði: kassi-1a2b3c4d');
    // As large as the checkout's code: at most half the window's height and 80 % of its width.
    const expected = Math.floor(Math.min(window.innerWidth * 0.8, window.innerHeight * 0.5));
    const { width, height } = sizeOf(code);
    await expect(Math.abs(width - expected)).toBeLessThanOrEqual(1);
    await expect(height).toBe(width);
    // The caption: how to use it, and what it holds, as text.
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveTextContent(
      'Skannið kóðann með skanna á afgreiðslukassa eða með myndavél síma.',
    );
    await expect(within(figure).getByText('Kóðinn geymir: kassi-1a2b3c4d')).toBeVisible();
    await expect(figure.contains(code)).toBe(true);
  },
};

export const QrCodeCaptionHostile: Story = {
  name: 'QR kóði: texti í skýringu er texti',
  render: () => <QrCodeWidget value={'<img src=x onerror="window.bykoHacked=1">'} caption />,
  play: async ({ canvasElement }) => {
    const { canvas } = await drawn(canvasElement, 'QR kóði: <img src=x onerror="window.bykoHacked=1">');
    await expect(canvas.getByText('Kóðinn geymir: <img src=x onerror="window.bykoHacked=1">')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '' })).not.toBeInTheDocument();
    await expect(Reflect.get(window, 'bykoHacked')).toBe(undefined);
  },
};

export const QrCodeTooLong: Story = {
  name: 'QR kóði: of langt gildi',
  render: () => <QrCodeWidget value={'x'.repeat(4000)} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Villa kom upp við að hlaða QR kóða');
    await expect(canvas.queryByRole('button', { name: 'Reyna aftur' })).not.toBeInTheDocument();
  },
};

export const SalesOrder: Story = {
  name: 'Sölupöntun: strikamerki SO-100200',
  render: () => <SalesOrderBarcodeWidget salesId="SO-100200" />,
  play: async ({ canvasElement }) => {
    const { code } = await drawn(canvasElement, 'Strikamerki: SO-100200');
    await expect(code.querySelector('text')?.textContent).toBe('SO-100200');
  },
};

export const SalesOrderLoading: Story = {
  name: 'Sölupöntun: sæki',
  beforeEach: () => addFault({ match: 'GET /sales-orders', fault: 'timeout' }),
  render: () => <SalesOrderBarcodeWidget salesId="SO-100200" />,
  play: async (context) => {
    await playLoading('Sæki sölupöntun…')(context);
    // The barcode's shape: its bars and the text under them, as wide as the page gives it.
    const canvas = await widgetCanvas(context.canvasElement);
    const parts = skeletonPartsAround(canvas.getByRole('status'));
    await expect(parts.map((part) => part.dataset.part)).toEqual(['button', 'button', 'line']);
    for (const part of parts) await expect(part.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

export const SalesOrderNotFound: Story = {
  name: 'Sölupöntun: fannst ekki',
  render: () => <SalesOrderBarcodeWidget salesId="SO-999999" />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertWithRetry(canvas, 'Villa kom upp við að hlaða strikamerki');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const SalesOrderRetry: Story = {
  name: 'Sölupöntun: villa, svo Reyna aftur',
  beforeEach: () => addFault({ match: 'GET /sales-orders', fault: '500' }),
  render: () => <SalesOrderBarcodeWidget salesId="SO-100200" />,
  play: playRetryAfter('Villa kom upp við að hlaða strikamerki', async (_canvas, canvasElement) => {
    await drawn(canvasElement, 'Strikamerki: SO-100200');
  }),
};
