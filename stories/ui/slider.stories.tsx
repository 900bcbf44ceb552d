import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Slider } from '../../widgets/core/ui/index.ts';

function StatefulSlider(props: ComponentProps<typeof Slider>): ReactNode {
  const [value, setValue] = useState(props.value);
  return <Slider {...props} value={value} onChange={setValue} />;
}

const months = (value: number) =>
  `${value} ${value % 10 === 1 && value % 100 !== 11 ? 'mánuður' : 'mánuðir'}`;

const meta = {
  title: 'Grunneiningar/Slider',
  component: Slider,
  render: (args) => <StatefulSlider {...args} />,
  args: { label: 'Fjöldi mánaða', value: 12, min: 2, max: 32, valueText: months, onChange: () => {} },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Months: Story = {
  name: 'Greiðsludreifing',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Fjöldi mánaða' });
    await expect(slider).toHaveAttribute('aria-valuetext', '12 mánuðir');
    // user-event does not move range inputs with the arrow keys: set the value as the browser does.
    await userEvent.click(slider);
    fireEvent.input(slider, { target: { value: '13' } });
    await expect(slider).toHaveAttribute('aria-valuetext', '13 mánuðir');
  },
};

export const Disabled: Story = {
  name: 'Óvirkur',
  args: { value: 21, disabled: true },
};
