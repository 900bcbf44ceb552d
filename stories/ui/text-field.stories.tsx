import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { typeInto } from '../../test/support/in-page.ts';
import { fieldMessages, fields } from '../../widgets/core/fields/index.ts';
import { TextField, type TextFieldProps } from '../../widgets/core/ui/index.ts';
import { expectMessagesTied } from './field-messages.ts';

/** The field as a page uses it: it holds what is typed. */
function StatefulTextField(props: TextFieldProps): ReactNode {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Grunneiningar/TextField',
  component: TextField,
  render: (args) => <StatefulTextField {...args} />,
  args: { label: 'Netfang', value: '', kind: fields.email, name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Tómur',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const input = canvas.getByLabelText('Netfang');
    await typeInto(input, 'anna@example.is');
    await expect(input).toHaveValue('anna@example.is');
  },
};

export const WithValue: Story = {
  name: 'Með gildi',
  args: { label: 'Símanúmer', value: '8201234', kind: fields.phone, name: 'phone' },
};

export const WithError: Story = {
  name: 'Með villu',
  args: {
    label: 'Kennitala',
    value: '12038920',
    kind: fields.kennitala,
    name: 'ssn',
    required: true,
    error: fieldMessages.kennitalaLength,
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByLabelText('Kennitala')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(fieldMessages.kennitalaLength);
  },
};

export const ReadOnly: Story = {
  name: 'Skrifvarinn',
  args: { label: 'Nafn', value: 'Anna Jónsdóttir', kind: fields.text, name: 'name', readOnly: true },
};

export const WithHint: Story = {
  name: 'Með leiðbeiningu',
  args: {
    label: 'Fjárhæð',
    value: '',
    kind: fields.currency,
    name: 'amount',
    hint: 'Í krónum, án aura',
  },
};

export const WithHintAndError: Story = {
  name: 'Með leiðbeiningu og villu',
  args: {
    label: 'Fjárhæð',
    value: '12a',
    kind: fields.currency,
    name: 'amount',
    hint: 'Í krónum, án aura',
    error: 'Ógild fjárhæð',
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expectMessagesTied(canvas, 'Fjárhæð', 'Í krónum, án aura');
  },
};
