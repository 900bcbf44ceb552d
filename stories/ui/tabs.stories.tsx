import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { type TabItem, Tabs } from '../../widgets/core/ui/index.ts';

type Method = 'card' | 'loan' | 'slip';

const tabs: readonly TabItem<Method>[] = [
  { id: 'card', label: 'Kort' },
  { id: 'loan', label: 'Greiðsludreifing' },
  { id: 'slip', label: 'Greiðsluseðill' },
];

const panels: Record<Method, string> = {
  card: 'Greitt með greiðslukorti.',
  loan: 'Dreifðu greiðslunni á allt að 32 mánuði.',
  slip: 'Greiðsluseðill birtist í netbankanum.',
};

function PaymentTabs(props: { locked: boolean; initial: Method }): ReactNode {
  const [selected, setSelected] = useState<Method>(props.initial);
  return (
    <Tabs label="Greiðsluleið" tabs={tabs} selected={selected} onSelect={setSelected} locked={props.locked}>
      <p>{panels[selected]}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Grunneiningar/Tabs',
  component: PaymentTabs,
  args: { locked: false, initial: 'card' },
  argTypes: { initial: { control: 'inline-radio', options: ['card', 'loan', 'slip'] } },
} satisfies Meta<typeof PaymentTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Flipar',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kort' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Greiðsludreifing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(panels.loan);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kort' }));
  },
};

export const Locked: Story = {
  name: 'Læstir (á meðan beðið er)',
  args: { locked: true, initial: 'loan' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kort' }));
    await expect(canvas.getByRole('tab', { name: 'Greiðsludreifing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
