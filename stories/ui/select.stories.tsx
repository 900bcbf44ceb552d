import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Select, type SelectOption } from '../../widgets/core/ui/index.ts';

function StatefulSelect(props: ComponentProps<typeof Select>): ReactNode {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const cameras: readonly SelectOption[] = [
  { value: 'breidd', label: 'BYKO Breidd' },
  { value: 'grandi', label: 'BYKO Granda' },
  { value: 'akureyri', label: 'BYKO Akureyri' },
  { value: 'selfoss', label: 'BYKO Selfossi' },
];

const meta = {
  title: 'Grunneiningar/Select',
  component: Select,
  render: (args) => <StatefulSelect {...args} />,
  args: { label: 'Myndavél', value: 'breidd', options: cameras, name: 'camera', onChange: () => {} },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Venjulegt',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const select = canvas.getByLabelText('Myndavél');
    await userEvent.selectOptions(select, 'akureyri');
    await expect(select).toHaveValue('akureyri');
  },
};

export const WithError: Story = {
  name: 'Með villu',
  args: {
    label: 'Greiðslumáti',
    value: '',
    name: 'payment-method',
    options: [
      { value: '', label: 'Veldu greiðslumáta' },
      { value: 'card', label: 'Greiðslukort' },
      { value: 'slip', label: 'Greiðsluseðill' },
    ],
    error: 'Vinsamlegast fyllið út þennan reit',
  },
};

export const Disabled: Story = {
  name: 'Óvirkt',
  args: { disabled: true },
};
