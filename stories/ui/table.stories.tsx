import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { formatIsk } from '../../widgets/core/runtime/format.ts';
import { Button, ProgressLine, Table, type TableColumn } from '../../widgets/core/ui/index.ts';

interface Item {
  name: string;
  quantity: number;
  price: number;
}

const items: readonly Item[] = [
  { name: 'Pallaolía 3 l', quantity: 2, price: 6_990 },
  { name: 'Pensill 100 mm', quantity: 1, price: 1_500 },
];

const columns: readonly TableColumn<Item>[] = [
  { label: 'Vara', cell: (item) => item.name },
  { label: 'Magn', cell: (item) => String(item.quantity) },
  { label: 'Verð', cell: (item) => formatIsk(item.price) },
];

function ItemsTable(props: { width?: number }) {
  return (
    <div style={props.width ? { width: `${props.width}px` } : undefined}>
      <Table caption="Vörur" columns={columns} rows={items} rowKey={(item) => item.name} />
    </div>
  );
}

const meta = {
  title: 'Grunneiningar/Table',
  component: ItemsTable,
} satisfies Meta<typeof ItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label a stacked cell shows before its value (drawn from its column, CSS `::before`). */
function shownLabel(cell: HTMLElement): string {
  return getComputedStyle(cell, '::before').content.replace(/^"|" \/ ""$|"$/g, '');
}

export const Wide: Story = {
  name: 'Tafla',
  args: { width: 640 },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const table = canvas.getByRole('table', { name: 'Vörur' });
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Vara',
      'Magn',
      'Verð',
    ]);
    // As a table, the column headers show and the cells carry no labels of their own.
    await expect(
      canvas.getByRole('columnheader', { name: 'Verð' }).getBoundingClientRect().height,
    ).toBeGreaterThan(10);
    await expect(shownLabel(canvas.getByRole('cell', { name: formatIsk(6_990) }))).toBe('none');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};

export const Stacked: Story = {
  name: 'Á síma: hver röð sem pör',
  args: { width: 300 },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const price = canvas.getByRole('cell', { name: formatIsk(6_990) });
    // Still a table to a screen reader; on screen each value has its column's name before it.
    await waitFor(() => expect(shownLabel(price)).toBe('Verð'));
    await expect(shownLabel(canvas.getByRole('cell', { name: '2' }))).toBe('Magn');
    // The header row is out of sight (a 1 px clipped box); each cell names its column instead.
    const [headerRows] = canvas.getAllByRole('rowgroup');
    await expect(headerRows?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(
      canvas.getByRole('table', { name: 'Vörur' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(300);
  },
};

/** Six money columns whose values change: too wide for 520 px with large sums, a table with small. */
function ChangingSums() {
  const [large, setLarge] = useState(true);
  const scale = large ? 1_000_000 : 1;
  const sums = [{ month: 'Janúar' }, { month: 'Febrúar' }];
  const sumColumns: readonly TableColumn<{ month: string }>[] = [
    { label: 'Mánuður', cell: (row) => row.month },
    ...[1, 2, 3, 4, 5].map((column) => ({
      label: `Liður ${column}`,
      cell: () => formatIsk(123 * column * scale),
    })),
  ];
  return (
    <div style={{ width: '520px' }}>
      <Table caption="Upphæðir" columns={sumColumns} rows={sums} rowKey={(row) => row.month} />
      <Button onClick={() => setLarge(false)}>Lægri upphæðir</Button>
    </div>
  );
}

export const StackedThenFits: Story = {
  name: 'Staflað, svo tafla þegar gildin mjókka',
  render: () => <ChangingSums />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const firstSum = () => canvas.getAllByRole('cell')[0] as HTMLElement;
    // Wider than its 520 px as a table: stacked, each value labelled.
    await waitFor(() => expect(shownLabel(firstSum())).toBe('Liður 1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Lægri upphæðir' }));
    await waitFor(() => expect(firstSum().textContent).toBe(formatIsk(123)));
    // The same rows with short values fit: a table again, though the stacked size did not change.
    await waitFor(() => expect(shownLabel(firstSum())).toBe('none'));
  },
};

export const Progress: Story = {
  name: 'ProgressLine',
  render: () => <ProgressLine label="Bíð eftir staðfestingu í símanum…" />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Bíð eftir staðfestingu í símanum…');
  },
};
