import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { playAlertWithRetry } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, widgetCanvas } from '../.storybook/widget-canvas.ts';
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import { tag as payTag } from '../widgets/pay/pay.tag.ts';
import { cardFields, payPage, payRoot, payStoriesOf, playUnknownPayment, top } from './pay-plays.ts';

// <byko-pay> (spec §2 Payment page, §4 Card payment, Instalment, Claim payment): the page itself,
// its loading, its method tabs and its other pages, reached against the sandbox
// (.storybook/sandbox.ts, sandbox/README.md). Each method has its own stories, as each has its folder
// under widgets/pay/: the card (pay-card), 3-D Secure (pay-three-ds), Google Pay (pay-google-pay),
// the payment slip (pay-slip) and instalments (pay-instalments, pay-instalment-signing).

const meta = {
  title: 'Greiðsla/Greiðslusíða',
  // ASCII story ids (pay--loading, …) for links and tests.
  id: 'pay',
  ...payStoriesOf('demo-card'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(payTag);

export const Loading: Story = {
  name: 'Hleður greiðslu',
  beforeEach: () => addFault({ match: 'GET /api/payment', fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sæki greiðslu…');
    // The page's shape while it waits: heading, amount, who and what, then the card form.
    const parts = [...payRoot(canvasElement).querySelectorAll('[data-part]')].map((part) =>
      part.getAttribute('data-part'),
    );
    await expect(parts).toEqual(['heading', 'amount', 'line', 'line', 'field', 'field', 'field', 'button']);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const AllMethods: Story = {
  name: 'Fjórar greiðsluleiðir á einni röð',
  // demo-all allows every method: four tabs, one row with one rail, sideways where they do not fit.
  args: { paymentId: 'demo-all' },
  play: async ({ canvasElement }) => {
    const canvas = await payPage(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Greiðsludreifing',
      'Kort',
      'Google Pay',
      'Greiðsluseðill',
    ]);
    await expect(new Set(tabs.map(top)).size).toBe(1);
    // The chosen card's tab is in sight, whole.
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    const card = canvas.getByRole('tab', { name: 'Kort' }).getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(list.left);
    await expect(card.right).toBeLessThanOrEqual(list.right);
    await expect(canvas.getByRole('tab', { name: 'Kort' })).toHaveAttribute('aria-selected', 'true');
  },
};

// ------------------------------------------------------------------------------------------------
// Other pages of the widget

export const InsufficientCredit: Story = {
  name: 'Ekki næg heimild',
  args: { paymentId: 'demo-insufficient' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ekki næg heimild' }, network)).toBeVisible();
    const apply = canvas.getByRole('link', { name: 'Sækja um hækkun heimildar' });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
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

export const AlreadyPaid: Story = {
  name: 'Þegar greitt',
  args: { paymentId: 'demo-paid' },
  play: async ({ canvasElement }) => {
    const canvas = await payPage(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Þessi greiðsla hefur þegar verið greidd.');
    await expect(canvas.getByRole('link', { name: 'Sjá kvittun' })).toHaveAttribute(
      'href',
      '/kvittun/demo-paid',
    );
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

export const Compact: Story = {
  name: 'Þröngt útlit (compact)',
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = await payPage(canvasElement);
    await expect(payRoot(canvasElement)).toHaveAttribute('data-compact');
    await expect(cardFields.number(canvas)).toBeVisible();
  },
};
