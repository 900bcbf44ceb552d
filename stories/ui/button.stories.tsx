import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Button } from '../../widgets/core/ui/index.ts';

const meta = {
  title: 'Grunneiningar/Button',
  component: Button,
  args: { children: 'Áfram', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    type: { control: 'inline-radio', options: ['button', 'submit'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Venjulegur',
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Áfram' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  name: 'Aukahnappur',
  args: { children: 'Hætta við', variant: 'secondary' },
};

export const Disabled: Story = {
  name: 'Óvirkur',
  args: { children: 'Innskrá', disabled: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const button = canvas.getByRole('button', { name: 'Innskrá' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  name: 'Í vinnslu',
  args: { children: 'Greiða', busy: true, busyLabel: 'Greiðsla í vinnslu…' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Greiðsla í vinnslu…');
  },
};

export const Block: Story = {
  name: 'Full breidd',
  args: { children: 'Sækja um', block: true },
};
