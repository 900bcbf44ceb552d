import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, playLoading, termsOf } from '../.storybook/plays.ts';
import { addFault, sentCount } from '../.storybook/sandbox.ts';
import { navigationsFrom, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { instalmentCalculatorElement } from '../widgets/pay/calculator/calculator.element.ts';
import { tag as instalmentCalculatorTag } from '../widgets/pay/calculator/calculator.tag.ts';
import { InstalmentCalculator } from '../widgets/pay/calculator/InstalmentCalculator.tsx';

// <byko-instalment-calculator> (spec §2 Instalment calculator): staff's 'Greiðsludreifing' page,
// 2-32 months, the payment fee from the sandbox (NoticeAmount, 495 kr.). Submit does nothing.

const meta = {
  title: 'Greiðsla/Reiknivél greiðsludreifingar',
  id: 'instalment-calculator',
  component: InstalmentCalculator,
  parameters: { widget: instalmentCalculatorElement },
  args: { amount: 350000, interest: 12.5 },
} satisfies Meta<typeof InstalmentCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(instalmentCalculatorTag);

async function calculator(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Greiðsludreifing' }, network);
  return canvas;
}

function scheduleRows(canvas: WidgetCanvas): HTMLElement[] {
  return within(canvas.getByRole('table', { name: 'Greiðsluáætlun' })).getAllByRole('row');
}

/** The plan's summary as shown, term by term (white space, the no-break space too, as one space). */
function summaryOf(canvas: WidgetCanvas): Record<string, string> {
  const list = canvas.getByText('Mánaðarleg greiðsla').closest('dl');
  if (!list) throw new Error('no summary');
  return termsOf(list);
}

/** The calculator in a 320 px column, as on a phone: the plan's own width decides its disclosure. */
const onPhone: Decorator = (Story) => (
  <div style={{ width: '320px' }}>
    <Story />
  </div>
);

export const Initial: Story = {
  name: 'Reiknivél: 350.000 kr., 12,5%',
  play: async ({ canvasElement }) => {
    const canvas = await calculator(canvasElement);
    await expect(canvas.getByLabelText('Upphæð (kr.)')).toHaveValue('350000');
    await expect(canvas.getByLabelText('Vextir á ári (%)')).toHaveValue('12,5');
    await expect(canvas.getByRole('slider', { name: 'Fjöldi mánaða' })).toHaveAttribute(
      'aria-valuetext',
      '7 mánuðir',
    );
    // The summary first (the hand-worked plan of instalments.test.ts), then the table, open.
    await expect(summaryOf(canvas)).toEqual({
      'Mánaðarleg greiðsla': '54.856 kr.',
      'Fjöldi greiðslna': '7',
      Heildarendurgreiðsla: '383.992 kr.',
      Heildarkostnaður: '33.992 kr.',
      'Árleg hlutfallstala kostnaðar (ÁHK)': '32,53%',
    });
    // A header row and one row a month.
    await expect(scheduleRows(canvas)).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Sjá greiðsluáætlun' })).not.toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  name: 'Reiknivél: á síma, greiðsluáætlun opnuð',
  decorators: [onPhone],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await calculator(canvasElement);
    await expect(summaryOf(canvas)).toMatchObject({ 'Fjöldi greiðslna': '7' });
    const toggle = canvas.getByRole('button', { name: 'Sjá greiðsluáætlun' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(scheduleRows(canvas)).toHaveLength(8);
  },
};

export const SubmitDoesNothing: Story = {
  name: 'Reiknivél: Sækja um gerir ekkert',
  // Spec §2: the staff's calculator only shows the plan; its submit sends nothing and goes nowhere.
  play: async ({ canvasElement, userEvent }) => {
    const destinations = navigationsFrom(canvasElement);
    const canvas = await calculator(canvasElement);
    await waitFor(() => expect(scheduleRows(canvas)).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await userEvent.type(canvas.getByLabelText('Vextir á ári (%)'), '{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Greiðsludreifing' })).toBeVisible();
    await expect(scheduleRows(canvas)).toHaveLength(8);
    await expect(canvas.getByLabelText('Upphæð (kr.)')).toHaveValue('350000');
    await expect(destinations).toEqual([]);
    await expect(await sentCount('GET', '/api/payment-calculations/NoticeAmount')).toBe(1);
  },
};

export const ThirtyTwoMonths: Story = {
  name: 'Reiknivél: 32 mánuðir',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await calculator(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Fjöldi mánaða' });
    await expect(slider).toHaveAttribute('max', '32');
    // user-event does not move range inputs with the arrow keys: set the value as the browser does.
    await userEvent.click(slider);
    fireEvent.input(slider, { target: { value: '32' } });
    await expect(slider).toHaveAttribute('aria-valuetext', '32 mánuðir');
    // The plan follows the slider a render later (useDeferredValue, so a step paints at once).
    await waitFor(() => expect(scheduleRows(canvas)).toHaveLength(33));
  },
};

export const InvalidInterest: Story = {
  name: 'Reiknivél: ógildir vextir',
  play: async ({ canvasElement }) => {
    const canvas = await calculator(canvasElement);
    const interest = canvas.getByLabelText('Vextir á ári (%)');
    await typeInto(interest, 'x');
    await expect(interest).toHaveValue('12,5x');
    await expect(interest).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Sláðu inn vexti sem tölu, t.d. 12,5')).toBeVisible();
    // Nothing to calculate until the interest is a number again (the plan goes a render later).
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

export const FeeLoadFailed: Story = {
  name: 'Reiknivél: villa við að sækja greiðslugjald',
  // NoticeAmount answers 200 with a broken body: no reason to show, so the calculator's own message.
  beforeEach: () => addFault({ match: 'GET /api/payment-calculations/NoticeAmount', fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Villa kom upp við að hlaða greiðslugjaldi');
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // 'Reyna aftur' loads the fee: the form and its plan.
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await canvas.findByRole('heading', { level: 1, name: 'Greiðsludreifing' }, network);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(scheduleRows(canvas)).toHaveLength(8), network);
  },
};

export const Loading: Story = {
  name: 'Reiknivél: sæki greiðslugjald',
  beforeEach: () => addFault({ match: 'GET /api/payment-calculations/NoticeAmount', fault: 'timeout' }),
  play: playLoading('Hleð…', { role: 'heading', name: 'Greiðsludreifing' }),
};

export const AmountTooLarge: Story = {
  name: 'Reiknivél: upphæð yfir hámarki',
  play: async ({ canvasElement }) => {
    const canvas = await calculator(canvasElement);
    const amount = canvas.getByLabelText('Upphæð (kr.)');
    // 350000 and four more zeros: 3.500.000.000 kr., over the 1.000.000.000 kr. the calculator takes.
    await typeInto(amount, '0000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Upphæð má mest vera 1.000.000.000 kr.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};
