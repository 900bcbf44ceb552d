import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { LoadingBlock, Spinner } from '../../widgets/core/ui/index.ts';

const meta = {
  title: 'Grunneiningar/Spinner',
  component: Spinner,
  args: { label: 'Hleð…', size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  name: 'Lítill',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Hleð…');
  },
};

export const Large: Story = {
  name: 'Stór',
  args: { size: 'large' },
};

export const Block: Story = {
  name: 'LoadingBlock',
  render: () => <LoadingBlock label="Sæki greiðslu…" />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sæki greiðslu…');
  },
};
