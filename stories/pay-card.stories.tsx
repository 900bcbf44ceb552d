import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sentCount } from '../.storybook/sandbox.ts';
import { hasFocus, network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import {
  cardFields,
  fact,
  fillCard,
  grouped,
  mastercard,
  now,
  type PayPlayContext,
  payButton,
  payPage,
  payStoriesOf,
  top,
  unknownCard,
  visa,
} from './pay-plays.ts';

// <byko-pay>'s card form (spec §2 Card form, §5 Card) on demo-card, which pays by card or Google
// Pay, in each state it shows. What makes a number or an expiry wrong is widgets/pay/card/card.ts's
// (card.test.ts): a story shows one wrong entry, where the message appears and what it marks.

const meta = {
  title: 'Greiðsla/Kort',
  // ASCII story ids (pay-card--card-empty, …) for links and tests.
  id: 'pay-card',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  ...payStoriesOf('demo-card'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A select's options as [value, label]. */
function optionsOf(select: HTMLElement): [string, string][] {
  if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
  return [...select.options].map((option) => [option.value, option.textContent ?? '']);
}

/** What 'Borga' says is still needed (beside it, and as its description). */
const needsAll = 'Fylltu út kortanúmer og gildistíma til að greiða.';
/** The CVC's hint: spec §5 shows the CVC no validation, so it says what the field holds instead. */
const cvcHint = '3 tölustafir aftan á kortinu';

/** Types into the card number, then moves on to the holder's name (the number's blur check). */
async function typeNumberAndLeave(canvas: WidgetCanvas, { userEvent }: PayPlayContext, text: string) {
  const number = cardFields.number(canvas);
  await typeInto(number, text);
  await userEvent.click(cardFields.holder(canvas));
  await expect(number).not.toHaveFocus();
  return number;
}

export const CardEmpty: Story = {
  name: 'Tómt eyðublað',
  play: async ({ canvasElement }) => {
    const canvas = await payPage(canvasElement);
    await expect(canvas.getByText('24.990 kr.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Kort' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Google Pay' })).toHaveAttribute('aria-selected', 'false');
    // demo-card allows the card (allowedPaymentMethods 1): the card and Google Pay, nothing else.
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Kort', 'Google Pay']);
    await expect(cardFields.number(canvas)).toHaveValue('');
    await expect(cardFields.month(canvas)).toHaveValue('');
    await expect(cardFields.year(canvas)).toHaveValue('');
    // The months by number and Icelandic name, the years from this one, each after an empty
    // choice (which months and years are offered: card.test.ts).
    const months = optionsOf(cardFields.month(canvas));
    await expect(months.slice(0, 2)).toEqual([
      ['', 'Mánuður'],
      ['01', '01 - janúar'],
    ]);
    const years = optionsOf(cardFields.year(canvas));
    await expect(years.slice(0, 2).map(([value]) => value)).toEqual(['', String(now.getFullYear())]);
    // Who is paid and for what, the amount the main figure.
    await expect(fact(canvas, 'Móttakandi')).toBe('BYKO');
    await expect(fact(canvas, 'Greiðslunúmer')).toBe('demo-card');
    // demo-card names no payer.
    await expect(canvas.queryByText('Greiðandi')).not.toBeInTheDocument();
    // The brands taken and how the card is kept safe, before anything is typed; no brand is named
    // as the typed one yet (role img).
    const brands = canvas.getByText('Visa og Mastercard').closest('p');
    // (The marks are pictures: what a screen reader reads is the words around them.)
    await expect(brands).toHaveTextContent(/^Tekið er við .*Visa og Mastercard$/);
    for (const mark of brands?.querySelectorAll('svg') ?? []) await expect(mark).toBeVisible();
    await expect(brands?.querySelectorAll('svg')).toHaveLength(2);
    await expect(
      canvas.getByText('kortið er staðfest hjá útgefanda þess með 3-D Secure.', { exact: false }),
    ).toHaveTextContent('Örugg greiðsla: kortið er staðfest hjá útgefanda þess með 3-D Secure.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // Month and year under one label 'Gildir til', side by side and level.
    const expiry = canvas.getByRole('group', { name: 'Gildir til' });
    await expect(within(expiry).getAllByRole('combobox')).toEqual([
      cardFields.month(canvas),
      cardFields.year(canvas),
    ]);
    await expect(top(cardFields.month(canvas))).toBe(top(cardFields.year(canvas)));
    // 'Borga' stays off (spec §5) and says why.
    await expect(payButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(payButton(canvas)).toHaveAccessibleDescription(needsAll);
    await expect(canvas.getByText(needsAll)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CardPressedWithErrors: Story = {
  name: 'Borga ýtt á með villum',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await typeInto(cardFields.cvc(canvas), '1');
    await context.userEvent.click(payButton(canvas));
    // Not silent: every field says what is wrong, and the first takes the focus.
    const number = cardFields.number(canvas);
    await waitFor(() => expect(hasFocus(number)).toBe(true));
    await expect(number).toHaveAccessibleDescription('Kortanúmer á að vera 16 stafa langt.');
    await expect(cardFields.month(canvas)).toHaveAccessibleDescription('Veldu mánuð.');
    await expect(cardFields.year(canvas)).toHaveAccessibleDescription('Veldu ár.');
    for (const field of [number, cardFields.month(canvas), cardFields.year(canvas)]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Spec §5: the CVC shows no validation; its hint stays what it says.
    await expect(cardFields.cvc(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(cardFields.cvc(canvas)).toHaveAccessibleDescription(cvcHint);
    // The messages under month and year leave the two selects level.
    await expect(top(cardFields.month(canvas))).toBe(top(cardFields.year(canvas)));
    await expect(payButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(await sentCount('POST', '/api/payment/v2/card/verify')).toBe(0);
  },
};

export const CardCvcHint: Story = {
  name: 'Öryggiskóði segir hvað hann geymir',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    const cvc = cardFields.cvc(canvas);
    // Before any typing, and after one digit is left (spec §5: no validation shown).
    await expect(cvc).toHaveAccessibleDescription(cvcHint);
    await expect(canvas.getByText(cvcHint)).toBeVisible();
    await typeInto(cvc, '1');
    await context.userEvent.click(cardFields.holder(canvas));
    await expect(cvc).not.toHaveAttribute('aria-invalid');
    await expect(cvc).toHaveAccessibleDescription(cvcHint);
  },
};

export const CardFilledVisa: Story = {
  name: 'Útfyllt, Visa',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await fillCard(canvas, context, visa);
    await expect(cardFields.number(canvas)).toHaveValue(grouped(visa.number));
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Mastercard' })).not.toBeInTheDocument();
    // The CVC takes digits only; three of them need no message.
    const cvc = cardFields.cvc(canvas);
    await typeInto(cvc, 'x');
    await expect(cvc).toHaveValue(visa.cvc);
    await expect(cvc).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
    // Nothing is missing, so nothing is said beside 'Borga'.
    await expect(canvas.queryByText(/^Fylltu út/)).not.toBeInTheDocument();
  },
};

export const CardFilledMastercard: Story = {
  name: 'Útfyllt, Mastercard',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await fillCard(canvas, context, mastercard);
    await expect(cardFields.number(canvas)).toHaveValue(grouped(mastercard.number));
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Visa' })).not.toBeInTheDocument();
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const CardKeptAcrossMethods: Story = {
  name: 'Útfyllt kort geymist þegar skipt er um greiðsluleið',
  // demo-all allows every method (allowedPaymentMethods [0, 1, 2]); the card comes first chosen.
  args: { paymentId: 'demo-all' },
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Greiðsludreifing',
      'Kort',
      'Google Pay',
      'Greiðsluseðill',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Kort' })).toHaveAttribute('aria-selected', 'true');
    // The four on one row (it scrolls sideways where they do not fit).
    await expect(new Set(canvas.getAllByRole('tab').map(top)).size).toBe(1);
    await fillCard(canvas, context, visa);
    for (const name of ['Greiðsludreifing', 'Google Pay', 'Greiðsluseðill']) {
      const tab = canvas.getByRole('tab', { name });
      await context.userEvent.click(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(cardFields.number(canvas)).not.toBeVisible();
    }
    await context.userEvent.click(canvas.getByRole('tab', { name: 'Kort' }));
    // The method's pane slides in from opacity 0 (pay.css).
    await waitFor(() => expect(cardFields.number(canvas)).toBeVisible(), network);
    await expect(cardFields.holder(canvas)).toHaveValue(visa.holder);
    await expect(cardFields.number(canvas)).toHaveValue(grouped(visa.number));
    await expect(cardFields.month(canvas)).toHaveValue(visa.month);
    await expect(cardFields.year(canvas)).toHaveValue(visa.year);
    await expect(cardFields.cvc(canvas)).toHaveValue(visa.cvc);
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const CardNumberLetters: Story = {
  name: 'Villa í kortanúmeri (bókstafir)',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    const number = await typeNumberAndLeave(canvas, context, '4242abcd');
    // What was typed is kept (grouped by four), only called out.
    await expect(number).toHaveValue('4242 abcd');
    await expect(number).toHaveAccessibleDescription('Kortanúmer má eingöngu innihalda tölustafi.');
  },
};

export const CardExpired: Story = {
  name: 'Villa, útrunnið kort',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await typeInto(cardFields.number(canvas), visa.number);
    const month = cardFields.month(canvas);
    // The years offered start at this year: only a month before this one has passed. In January
    // none has, and the form rightly shows no expiry error.
    const january = now.getMonth() === 0;
    await context.userEvent.selectOptions(month, '01');
    await context.userEvent.selectOptions(cardFields.year(canvas), String(now.getFullYear()));
    if (january) {
      await expect(month).not.toHaveAttribute('aria-invalid');
      return;
    }
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription('Kort er útrunnið');
    await expect(payButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CardRefusedByProcessor: Story = {
  name: 'Villa frá greiðsluþjónustu (ógilt kortanúmer)',
  play: async (context) => {
    const canvas = await payPage(context.canvasElement);
    await fillCard(canvas, context, unknownCard);
    await context.userEvent.click(payButton(canvas));
    const alert = await canvas.findByRole('alert', {}, network);
    await expect(alert).toHaveTextContent('Kortanúmer er ekki gilt.');
    // The server's answer, not the field's own check: the number itself is well formed.
    await expect(cardFields.number(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(cardFields.number(canvas)).toHaveValue(grouped(unknownCard.number));
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};
