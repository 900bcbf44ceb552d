import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { playAlertWithRetry, playLoading } from '../.storybook/plays.ts';
import { addFault, paymentReadsAsPaid } from '../.storybook/sandbox.ts';
import { navigationsFrom, network, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { PaymentSuccess } from '../widgets/pay/success/PaymentSuccess.tsx';
import { paymentSuccessElement } from '../widgets/pay/success/success.element.ts';
import { successRedirectMs } from '../widgets/pay/success/success.model.ts';

// <byko-payment-success> (spec §2 Success page): 'Greiðsla tókst' with the amount, and with the
// payment's redirectUrl a note and a move on after 3 s (a byko-navigate the story's frame handles),
// where the page may follow it.

const meta = {
  title: 'Greiðsla/Greiðsla tókst',
  id: 'payment-success',
  component: PaymentSuccess,
  parameters: { widget: paymentSuccessElement },
  args: { paymentId: 'demo-paid' },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory('byko-payment-success');

export const Paid: Story = {
  name: 'Greiðsla tókst',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Greiðsla tókst' }, network),
    ).toBeVisible();
    await expect(canvas.getByText('31.480 kr.')).toBeVisible();
    // demo-paid has no redirectUrl: the page stays.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const PaidWithRedirect: Story = {
  name: 'Greiðsla tókst, áframsending',
  args: { paymentId: 'demo-redirect' },
  // demo-redirect as it is once paid by card.
  beforeEach: () => paymentReadsAsPaid('demo-redirect'),
  play: async ({ canvasElement }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Greiðsla tókst' }, network),
    ).toBeVisible();
    await expect(canvas.getByText('8.900 kr.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Þú verður færð(ur) áfram eftir augnablik…');
    await waitFor(() => expect(destinations).toEqual(['/']), { timeout: successRedirectMs + 2000 });
  },
};

export const PaidRedirectNotAllowed: Story = {
  name: 'Greiðsla tókst, áframsending ekki leyfð',
  args: { paymentId: 'demo-away' },
  // demo-away once paid: its redirectUrl is the retailer's site, an origin this page does not allow.
  beforeEach: () => paymentReadsAsPaid('demo-away'),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Greiðsla tókst' }, network),
    ).toBeVisible();
    await expect(canvas.getByText('7.500 kr.')).toBeVisible();
    // The page stays, so it does not say it will move on.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const NotPaid: Story = {
  name: 'Greiðsla ekki greidd',
  args: { paymentId: 'demo-card' },
  play: async ({ canvasElement, userEvent }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByText('Þessi greiðsla hefur ekki verið greidd.', {}, network),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Greiðsla' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Greiða' })).toHaveAttribute('href', '/borga/demo-card');
    await expect(canvas.queryByRole('heading', { name: 'Greiðsla tókst' })).not.toBeInTheDocument();
    expect(destinations).toEqual([]);
    // 'Greiða' asks the host page to route to the payment (byko-navigate), as every link of ours does.
    await userEvent.click(canvas.getByRole('link', { name: 'Greiða' }));
    await expect(destinations).toEqual(['/borga/demo-card']);
  },
};

export const LoadFailed: Story = {
  name: 'Greiðsla fannst ekki',
  args: { paymentId: 'ekki-til' },
  play: playAlertWithRetry('Greiðsla fannst ekki'),
};

export const Loading: Story = {
  name: 'Sæki greiðslu',
  beforeEach: () => addFault({ match: 'GET /api/payment', fault: 'timeout' }),
  play: playLoading('Sæki greiðslu…', { role: 'heading', name: 'Greiðsla tókst' }),
};
