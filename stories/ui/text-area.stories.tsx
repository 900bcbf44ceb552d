import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { typeInto } from '../../test/support/in-page.ts';
import { TextArea, type TextAreaProps } from '../../widgets/core/ui/index.ts';
import { expectMessagesTied } from './field-messages.ts';

/** The field as a page uses it: it holds what is typed. */
function StatefulTextArea(props: TextAreaProps): ReactNode {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Grunneiningar/TextArea',
  component: TextArea,
  render: (args) => <StatefulTextArea {...args} />,
  args: { label: 'Athugasemd', value: '', name: 'comment' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Tómur',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const comment = canvas.getByLabelText('Athugasemd');
    // Kept as typed, line breaks included.
    await typeInto(comment, 'Sækja á morgun.\nHringja á undan.');
    await expect(comment).toHaveValue('Sækja á morgun.\nHringja á undan.');
    await expect(comment).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHintAndError: Story = {
  name: 'Með leiðbeiningu og villu',
  args: {
    label: 'Lýsing',
    value: 'Of stutt',
    name: 'description',
    required: true,
    hint: 'Hvað á að smíða, í nokkrum orðum',
    error: 'Lýsing þarf að vera að minnsta kosti 20 stafir',
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expectMessagesTied(canvas, 'Lýsing', 'Hvað á að smíða, í nokkrum orðum');
  },
};

export const ReadOnly: Story = {
  name: 'Skrifvarinn',
  args: { label: 'Athugasemd', value: 'Sótt í BYKO Breidd.', name: 'comment', readOnly: true },
};
