import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Checkbox } from '../../widgets/core/ui/index.ts';

function StatefulCheckbox(props: ComponentProps<typeof Checkbox>): ReactNode {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Grunneiningar/Checkbox',
  component: Checkbox,
  render: (args) => <StatefulCheckbox {...args} />,
  args: {
    checked: false,
    name: 'credit-check',
    children: 'Ég heimila uppflettingu á lánshæfismati mínu hjá Creditinfo',
    onChange: () => {},
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  name: 'Óhakað',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Creditinfo/ });
    // The whole label is the touch target.
    await userEvent.click(canvas.getByText(/Creditinfo/));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  name: 'Hakað',
  args: { checked: true },
};

export const WithLink: Story = {
  name: 'Með tengli',
  args: {
    name: 'terms',
    children: (
      <>
        Ég samþykki{' '}
        <a href="https://byko.is/skilmalar" target="_blank" rel="noopener noreferrer">
          viðskiptaskilmála BYKO
        </a>
      </>
    ),
  },
};

export const Disabled: Story = {
  name: 'Óvirkt',
  args: { checked: true, disabled: true },
};
