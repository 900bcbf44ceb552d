import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Alert, FullscreenError } from '../../widgets/core/ui/index.ts';

const meta = {
  title: 'Grunneiningar/Alert',
  component: Alert,
  args: { message: 'Innskráning tókst ekki', step: 'login' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {
  name: 'Villa',
};

export const WithRetry: Story = {
  name: 'Villa með „Reyna aftur“',
  args: { message: 'Ekki tókst að sækja greiðsluna', step: 'load', onRetry: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ekki tókst að sækja greiðsluna');
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Fullscreen: Story = {
  name: 'FullscreenError',
  args: { message: 'Greiðslan fannst ekki', onRetry: fn(), retryLabel: 'Reyna aftur' },
  render: (args) => <FullscreenError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Greiðslan fannst ekki');
  },
};
