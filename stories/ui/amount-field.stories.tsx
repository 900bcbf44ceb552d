import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { typeInto } from '../../test/support/in-page.ts';
import { fields } from '../../widgets/core/fields/index.ts';
import { AmountField } from '../../widgets/core/form/AmountField.tsx';
import { createField } from '../../widgets/core/form/index.ts';

const nbsp = '\u00a0';

/** An amount field of a form, with a second input to move the focus to. */
function AmountForm(props: { initial: string }): ReactNode {
  const [amount] = useState(() =>
    createField({ kind: fields.currency, required: true, initial: props.initial }),
  );
  return (
    <form>
      <AmountField field={amount} label="Fjárhæð" name="amount" />
      <label>
        Athugasemd <input name="comment" />
      </label>
    </form>
  );
}

const meta = {
  title: 'Grunneiningar/AmountField',
  component: AmountForm,
  args: { initial: '' },
} satisfies Meta<typeof AmountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  name: 'Slegið inn',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const amount = canvas.getByLabelText('Fjárhæð') as HTMLInputElement;
    // Typing stays plain digits; what is not a digit is dropped.
    await typeInto(amount, '1.500.000');
    await expect(amount).toHaveValue('1500000');
    // Away from the field it reads as ISK.
    await userEvent.click(canvas.getByLabelText('Athugasemd'));
    await expect(amount).toHaveValue(`1.500.000${nbsp}kr.`);
    // Clicked back into, the digits to edit, nothing selected (the click places the caret).
    await userEvent.click(amount);
    await expect(amount).toHaveValue('1500000');
    await expect(amount.selectionStart).toBe(amount.selectionEnd);
    // Focused without a press (as Tab does; user-event's tab does not reach into a shadow root),
    // the digits selected: typing replaces the amount (the real keyboard's Tab and typing are
    // checked on the built element in test/elements/company-credit-element.test.ts).
    await userEvent.click(canvas.getByLabelText('Athugasemd'));
    await expect(amount).toHaveValue(`1.500.000${nbsp}kr.`);
    amount.focus();
    await waitFor(() => expect(amount).toHaveValue('1500000'));
    await expect([amount.selectionStart, amount.selectionEnd]).toEqual([0, 7]);
  },
};

export const Filled: Story = {
  name: 'Með gildi',
  args: { initial: '250000' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByLabelText('Fjárhæð')).toHaveValue(`250.000${nbsp}kr.`);
  },
};

export const Invalid: Story = {
  name: 'Ógilt',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const amount = canvas.getByLabelText('Fjárhæð');
    await userEvent.click(amount);
    await userEvent.click(canvas.getByLabelText('Athugasemd'));
    // An empty required amount shows its message and stays empty (nothing to dress up).
    await expect(amount).toHaveValue('');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};
