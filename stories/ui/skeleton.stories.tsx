import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { LoadingBlock, type SkeletonPart } from '../../widgets/core/ui/index.ts';

// A first load's wait (LoadingBlock): the screen's shape in grey blocks, a small spinner, and the
// wait named for screen readers. Each flow passes its screen's parts.

const meta = {
  title: 'Grunneiningar/Beinagrind',
  id: 'ui-skeleton',
  component: LoadingBlock,
  args: { label: 'Sæki greiðslu…' },
} satisfies Meta<typeof LoadingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn parts of the LoadingBlock around a status. */
function partsAround(status: HTMLElement): HTMLElement[] {
  const block = status.closest('.byko-spinner-block');
  if (!block) throw new Error('the status is not in a LoadingBlock');
  return [...block.querySelectorAll<HTMLElement>('.byko-skeleton-part')];
}

/**
 * The status names the wait, its spinner shows, and the parts are drawn in order with a size,
 * hidden from screen readers.
 */
async function showsShape(
  canvasElement: HTMLElement,
  label: string,
  shape: readonly SkeletonPart[],
): Promise<HTMLElement[]> {
  const canvas = await widgetCanvas(canvasElement);
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent(label);
  await expect(status.querySelector('.byko-spinner-circle')).toBeVisible();
  const parts = partsAround(status);
  await expect(parts.map((part) => part.dataset.part)).toEqual(shape);
  for (const part of parts) {
    await expect(part.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = part.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(0);
    await expect(box.width).toBeGreaterThan(0);
  }
  return parts;
}

export const FormShape: Story = {
  name: 'Eyðublað (sjálfgefið)',
  args: { label: 'Hleð…' },
  play: async ({ canvasElement }) => {
    await showsShape(canvasElement, 'Hleð…', ['heading', 'line', 'field', 'field', 'button']);
  },
};

export const PaymentShape: Story = {
  name: 'Greiðsla',
  args: { label: 'Sæki greiðslu…', shape: ['heading', 'amount', 'line', 'field', 'field', 'button'] },
  play: async ({ canvasElement }) => {
    await showsShape(canvasElement, 'Sæki greiðslu…', [
      'heading',
      'amount',
      'line',
      'field',
      'field',
      'button',
    ]);
  },
};

export const TableShape: Story = {
  name: 'Tafla',
  args: { label: 'Sæki kvittun…', shape: ['heading', 'line', 'table'] },
  play: async ({ canvasElement }) => {
    await showsShape(canvasElement, 'Sæki kvittun…', ['heading', 'line', 'table']);
  },
};

export const CodeShape: Story = {
  name: 'Kóði',
  args: { label: 'Sæki kóða…', shape: ['heading', 'line', 'code'] },
  play: async ({ canvasElement }) => {
    const parts = await showsShape(canvasElement, 'Sæki kóða…', ['heading', 'line', 'code']);
    // A square, as the code it stands for.
    const code = parts[2]?.getBoundingClientRect();
    await expect(Math.round(code?.width ?? 0)).toBe(Math.round(code?.height ?? -1));
  },
};
