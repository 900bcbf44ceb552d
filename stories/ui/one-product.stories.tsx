import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { fields } from '../../widgets/core/fields/index.ts';
import { TextField } from '../../widgets/core/ui/index.ts';

// What every screen shares from the theme (ui.css): rows of fields that go to one column where a
// column would be narrower than about 200 px, read-only values inside the field's padding, groups
// of fields without the browser's frame, and links in the theme's colour.

/** A row as the applications have it, in a column as wide as `width`. */
function NameRow(props: { width: string; name: string }): ReactNode {
  return (
    <div className="byko-panel" data-testid="column" style={{ width: props.width, maxWidth: '100%' }}>
      <div className="byko-field-row">
        <TextField label="Nafn" value={props.name} kind={fields.text} name="name" readOnly />
        <TextField label="Kennitala" value="0101302989" kind={fields.kennitala} name="ssn" readOnly />
      </div>
    </div>
  );
}

const meta = {
  title: 'Grunneiningar/Ein heild',
  id: 'ui-one-product',
  component: NameRow,
  args: { width: '40rem', name: 'Bjarni Sigurðsson' },
} satisfies Meta<typeof NameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const theme = (property: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(property).trim();

/** The fields' tops: equal when they stand side by side. */
function tops(inputs: HTMLElement[]): number[] {
  return inputs.map((input) => Math.round(input.getBoundingClientRect().top));
}

export const RowWide: Story = {
  name: 'Reitir hlið við hlið þar sem rúm er',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const inputs = [canvas.getByLabelText('Nafn'), canvas.getByLabelText('Kennitala')];
    const [name, ssn] = tops(inputs);
    await expect(ssn).toBe(name);
  },
};

export const RowNarrow: Story = {
  name: 'Reitir hver undir öðrum á síma',
  // A phone's column (390 px less the page's and the panel's padding): two would be 155 px each.
  args: { width: '22rem' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const name = canvas.getByLabelText('Nafn');
    const ssn = canvas.getByLabelText('Kennitala');
    const [nameTop = 0, ssnTop = 0] = tops([name, ssn]);
    await expect(ssnTop).toBeGreaterThan(nameTop);
    // Each as wide as the row.
    await expect(Math.round(name.getBoundingClientRect().width)).toBe(
      Math.round(ssn.getBoundingClientRect().width),
    );
  },
};

export const ReadOnlyLongValue: Story = {
  name: 'Skrifvarið gildi lengra en reiturinn',
  args: { width: '14rem', name: 'Bjarni Sigurðsson Thorarensen Guðmundsson' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const name = canvas.getByLabelText('Nafn');
    await expect(name).toHaveValue('Bjarni Sigurðsson Thorarensen Guðmundsson');
    const style = getComputedStyle(name);
    // The value stops inside the padding, with an ellipsis, rather than at the border.
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(Number.parseFloat(style.paddingRight)).toBeGreaterThanOrEqual(12);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByTestId('column').getBoundingClientRect().right,
    );
  },
};

export const GroupAndLink: Story = {
  name: 'Hópur reita og tengill',
  render: () => (
    <div className="byko-panel byko-stack">
      <fieldset>
        <legend>Fá reikninga senda með</legend>
        <TextField label="Netfang" value="" kind={fields.email} name="email" />
      </fieldset>
      <p>
        Sjá nánar <a href="https://byko.is/skilmalar">viðskiptaskilmála BYKO</a>.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const group = canvas.getByRole('group', { name: 'Fá reikninga senda með' });
    // No browser frame around the group.
    await expect(getComputedStyle(group).borderTopStyle).toBe('none');
    await expect(getComputedStyle(group).paddingLeft).toBe('0px');
    // Its legend heads it, spaced from the first field as the fields are from each other.
    const legend = group.querySelector('legend')?.getBoundingClientRect();
    const label = canvas.getByText('Netfang', { selector: 'label' }).getBoundingClientRect();
    await expect(label.top - (legend?.bottom ?? label.top)).toBeGreaterThanOrEqual(12);
    // The link in the theme's primary colour, underlined, not the browser's blue.
    const link = canvas.getByRole('link', { name: 'viðskiptaskilmála BYKO' });
    const probe = document.createElement('span');
    probe.style.color = theme('--byko-color-primary');
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(link).color).toBe(primary);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
