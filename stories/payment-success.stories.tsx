import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { playAlertWithRetry, playLoading } from '../.storybook/plays.ts';
import { addFault, paymentReadsAsPaid } from '../.storybook/sandbox.ts';
import { navigationsFrom, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { formatDateTime } from '../widgets/core/format-dates.ts';
import { PaymentSuccess } from '../widgets/pay/success/PaymentSuccess.tsx';
import { paymentSuccessElement } from '../widgets/pay/success/success.element.ts';
import { successRedirectMs } from '../widgets/pay/success/success.model.ts';
import { tag as paymentSuccessTag } from '../widgets/pay/success/success.tag.ts';
import { playUnknownPayment } from './pay-plays.ts';

// <byko-payment-success> (spec §2 Success page): a success mark, 'Greiðsla tókst' with the amount,
// the reference, when and how it was paid (its receipt's date and method) and 'Sjá kvittun'; with the
// payment's redirectUrl, where the customer is going, a link to go at once, and a move on after 3 s
// (a byko-navigate the story's frame handles), where the page may follow it.

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
export const Docs: Story = elementDocsStory(paymentSuccessTag);

/** The page once loaded: its heading 'Greiðsla tókst'. */
async function successPage(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Greiðsla tókst' }, network),
  ).toBeVisible();
  return canvas;
}

/** The page's details, term to value, as they read. */
function detailsOf(canvas: WidgetCanvas): Record<string, string> {
  const terms = canvas.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

export const Paid: Story = {
  name: 'Greiðsla tókst',
  play: async ({ canvasElement, userEvent }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await successPage(canvasElement);
    // The success mark, drawn before the heading.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Greiðsla tókst' });
    const mark = heading.previousElementSibling;
    if (!(mark instanceof SVGElement)) throw new Error('No success mark before the heading');
    await expect(mark).toBeVisible();
    await expect(canvas.getByText('31.480 kr.')).toBeVisible();
    // The reference at once, and from the receipt (asked for once the page shows) when and how.
    await waitFor(() => expect(detailsOf(canvas)).toHaveProperty('Greiðsluleið'), network);
    await expect(detailsOf(canvas)).toEqual({
      Greiðslunúmer: 'demo-paid',
      Dagsetning: formatDateTime(new Date('2025-11-03T14:12:00Z')),
      Greiðsluleið: 'Kort',
    });
    const receipt = canvas.getByRole('link', { name: 'Sjá kvittun' });
    await expect(receipt).toHaveAttribute('href', '/kvittun/demo-paid');
    // demo-paid has no redirectUrl: the page stays, and says nothing of moving on.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(receipt);
    await expect(destinations).toEqual(['/kvittun/demo-paid']);
  },
};

export const PaidWithRedirect: Story = {
  name: 'Greiðsla tókst, áframsending',
  args: { paymentId: 'demo-redirect' },
  // demo-redirect as it is once paid by card (its receipt is not in the seed: no date or method yet).
  beforeEach: () => paymentReadsAsPaid('demo-redirect'),
  play: async ({ canvasElement }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await successPage(canvasElement);
    await expect(canvas.getByText('8.900 kr.')).toBeVisible();
    await expect(detailsOf(canvas)).toEqual({ Greiðslunúmer: 'demo-redirect' });
    // Where the customer is going (the page's own host: the redirectUrl is '/'), and the way at once.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Þú verður færð(ur) áfram á ${location.host} eftir augnablik…`,
    );
    await expect(canvas.getByRole('link', { name: `Halda strax áfram á ${location.host}` })).toHaveAttribute(
      'href',
      `${location.origin}/`,
    );
    await waitFor(() => expect(destinations).toEqual(['/']), { timeout: successRedirectMs + 2000 });
  },
};

export const PaidRedirectNow: Story = {
  name: 'Greiðsla tókst, áfram strax',
  args: { paymentId: 'demo-redirect' },
  beforeEach: () => paymentReadsAsPaid('demo-redirect'),
  play: async ({ canvasElement, userEvent }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await successPage(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: `Halda strax áfram á ${location.host}` }));
    // At once, not after the 3 s; and once.
    await expect(destinations).toEqual(['/']);
  },
};

export const PaidRedirectNotAllowed: Story = {
  name: 'Greiðsla tókst, áframsending ekki leyfð',
  args: { paymentId: 'demo-away' },
  // demo-away once paid: its redirectUrl is the retailer's site, an origin this page does not allow.
  beforeEach: () => paymentReadsAsPaid('demo-away'),
  play: async ({ canvasElement }) => {
    const canvas = await successPage(canvasElement);
    await expect(canvas.getByText('7.500 kr.')).toBeVisible();
    // The page stays, so it does not say it will move on, nor offer to.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Halda strax áfram/ })).not.toBeInTheDocument();
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
  play: playUnknownPayment,
};

export const LoadError: Story = {
  name: 'Villa við að sækja greiðslu',
  beforeEach: () => addFault({ match: 'GET /api/payment', fault: '500' }),
  play: playAlertWithRetry('Villa í kerfi (sandkassi)'),
};

export const Loading: Story = {
  name: 'Sæki greiðslu',
  beforeEach: () => addFault({ match: 'GET /api/payment', fault: 'timeout' }),
  play: playLoading('Sæki greiðslu…', { role: 'heading', name: 'Greiðsla tókst' }),
};
