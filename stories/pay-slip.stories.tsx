import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { addFault } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import {
  fact,
  logInThroughForm,
  loginTimeout,
  type PayPlayContext,
  payButton,
  payPage,
  payStoriesOf,
  people,
} from './pay-plays.ts';

// <byko-pay>'s payment slip (spec §4 Claim payment) on demo-slip, its only method: Anna pays, her
// phone 8201234 prefilled.

const meta = {
  title: 'Greiðsla/Greiðsluseðill',
  // ASCII story ids (pay-slip--slip, …) for links and tests.
  id: 'pay-slip',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  ...payStoriesOf('demo-slip'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

async function slipForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await payPage(canvasElement);
  // The slip is demo-slip's only method: named as the form's heading, with no tab bar to choose from.
  await expect(canvas.getByRole('heading', { level: 2, name: 'Greiðsluseðill' })).toBeVisible();
  await canvas.findByRole('button', { name: 'Borga' }, network);
  return canvas;
}

/** 'Borga' on the slip form, then the login it asks for (as Anna, whose phone is prefilled). */
async function paySlipAsAnna(context: PayPlayContext): Promise<WidgetCanvas> {
  const canvas = await slipForm(context.canvasElement);
  await context.userEvent.click(payButton(canvas));
  await canvas.findByRole('button', { name: 'Innskrá' }, network);
  await expect(canvas.getByLabelText('Símanúmer')).toHaveValue(people.anna.phone);
  await logInThroughForm(canvas, context.userEvent, people.anna.phone);
  return canvas;
}

export const Slip: Story = {
  name: 'Eyðublað, ein greiðsluleið og greiðandi',
  play: async ({ canvasElement }) => {
    const canvas = await slipForm(canvasElement);
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(canvas.getByText('45.000 kr.')).toBeVisible();
    // The payment names its payer: who pays, beside who is paid and for what.
    await expect(fact(canvas, 'Móttakandi')).toBe('BYKO');
    await expect(fact(canvas, 'Greiðslunúmer')).toBe('demo-slip');
    await expect(fact(canvas, 'Greiðandi')).toBe(people.anna.name);
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue(people.anna.phone);
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const SlipPaid: Story = {
  name: 'Greiðsla tókst',
  play: async (context) => {
    const canvas = await paySlipAsAnna(context);
    const done = await canvas.findByText('Greiðsla tókst', {}, loginTimeout);
    await expect(done).toHaveAttribute('role', 'status');
  },
};

export const SlipFailed: Story = {
  name: 'Villusíða',
  beforeEach: () => addFault({ match: 'POST /api/claim-payment/pay-with-claim', fault: '500' }),
  play: async (context) => {
    const canvas = await paySlipAsAnna(context);
    const page = await canvas.findByRole('heading', { name: 'Greiðsla tókst ekki' }, loginTimeout);
    const errorPage = page.parentElement;
    if (!errorPage) throw new Error('The error page has no container');
    await expect(errorPage).toHaveTextContent('Villa í kerfi (sandkassi)');
    await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
  },
};
