import { expect, waitFor, within } from 'storybook/test';
import { authDelayMs } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { frameSelector } from '../.storybook/widget-frame.tsx';
import { type CardEntry, testCard } from '../test/support/cards.ts';
import { typeInto } from '../test/support/in-page.ts';
import { PayWidget } from '../widgets/pay/PayWidget.tsx';
import { payElement } from '../widgets/pay/pay.element.ts';

// What the pay page's story files share: the sandbox's people, the loaded page and the login form,
// the card form's fields and test cards, and the 3-D Secure popup.

export const people = {
  anna: { name: 'Anna Jónsdóttir', phone: '8201234' },
  bjarni: { name: 'Bjarni Sigurðsson', phone: '8202345' },
} as const;
/** Longer than the sandbox's e-ID delay. */
export const loginTimeout = { timeout: authDelayMs + 4000 };

/** The widget, once the payment has loaded (heading 'Greiðsla'). */
export async function payPage(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Greiðsla' }, network);
  return canvas;
}

/** Logs in through the shown login form (phone tab): the phone, every consent, 'Innskrá'. */
export async function logInThroughForm(
  canvas: WidgetCanvas,
  userEvent: { click: (element: Element) => Promise<void> },
  phone: string,
): Promise<void> {
  const phoneField = canvas.getByLabelText('Símanúmer');
  if (!(phoneField instanceof HTMLInputElement)) throw new Error('No phone field');
  if (phoneField.value !== phone) await typeInto(phoneField, phone);
  for (const consent of canvas.queryAllByRole('checkbox')) await userEvent.click(consent);
  await userEvent.click(canvas.getByRole('button', { name: 'Innskrá' }));
  await expect(await canvas.findByText(/^Öryggistalan þín er \d{4}$/, {}, network)).toBeVisible();
}

/**
 * An unknown payment's page, on the pay page and the success page alike: a plain not-found with the
 * ways out, and no 'Reyna aftur' (trying again cannot find it).
 */
export async function playUnknownPayment({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const canvas = await widgetCanvas(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Greiðsla fannst ekki' }, network),
  ).toBeVisible();
  await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Fara á byko.is' })).toHaveAttribute(
    'href',
    'https://byko.is/',
  );
  await expect(canvas.getByRole('link', { name: '515 4000' })).toHaveAttribute('href', 'tel:+3545154000');
  await expect(canvas.getByText(/^Hlekkurinn gæti verið rangur/)).toBeVisible();
}

/** What a pay story's play is given: its canvas and the user's clicks and choices. */
export interface PayPlayContext {
  canvasElement: HTMLElement;
  userEvent: {
    click(element: Element): Promise<void>;
    selectOptions(element: Element, values: string): Promise<void>;
  };
}

/** The story's now: the card form offers expiry years from this one. */
export const now = new Date();

export const visa = testCard('4242424242424242');
export const mastercard = testCard('5555555555554444');
/** Passes the 3-D Secure challenge; pay answers 400 'Kortinu var hafnað'. */
export const declined = testCard('4000000000000002');
/** A well-formed Visa number (Luhn) that is none of the sandbox's test cards. */
export const unknownCard = testCard('4111111111111111');

/** The number as the field shows it, in groups of four. */
export function grouped(number: string): string {
  return number.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The widget's own root element (`.byko-pay`) in the frame's shadow root. */
export function payRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector(frameSelector)?.shadowRoot?.querySelector('.byko-pay');
  if (!(root instanceof HTMLElement)) throw new Error('The pay widget has not rendered');
  return root;
}

/** The card form's fields by their labels. */
export const cardFields = {
  holder: (canvas: WidgetCanvas) => canvas.getByLabelText('Nafn korthafa'),
  number: (canvas: WidgetCanvas) => canvas.getByLabelText('Kortanúmer'),
  month: (canvas: WidgetCanvas) => canvas.getByLabelText('Gildir til, mánuður'),
  year: (canvas: WidgetCanvas) => canvas.getByLabelText('Gildir til, ár'),
  cvc: (canvas: WidgetCanvas) => canvas.getByLabelText('Öryggiskóði (CVC)'),
};

/** The form's 'Borga'. */
export function payButton(canvas: WidgetCanvas): HTMLElement {
  return canvas.getByRole('button', { name: 'Borga' });
}

/** Where an element's top edge is, in whole pixels: level fields share it. */
export function top(element: HTMLElement): number {
  return Math.round(element.getBoundingClientRect().top);
}

/** A term of the pay page's facts (Móttakandi, Greiðslunúmer, Greiðandi) and what it says. */
export function fact(canvas: WidgetCanvas, term: string): string | null {
  return canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

/** Types and chooses every field of the card form. */
export async function fillCard(
  canvas: WidgetCanvas,
  { userEvent }: PayPlayContext,
  entry: CardEntry,
): Promise<void> {
  await typeInto(cardFields.holder(canvas), entry.holder);
  await typeInto(cardFields.number(canvas), entry.number);
  await userEvent.selectOptions(cardFields.month(canvas), entry.month);
  await userEvent.selectOptions(cardFields.year(canvas), entry.year);
  await typeInto(cardFields.cvc(canvas), entry.cvc);
}

/** The 3-D Secure popup, once open, and its challenge page's iframe. */
export async function challengePopup(
  canvas: WidgetCanvas,
): Promise<{ dialog: HTMLElement; frame: HTMLIFrameElement }> {
  const dialog = await canvas.findByRole('dialog', { name: 'Auðkenning korts' }, network);
  const frame = within(dialog).getByTitle('Auðkenning korthafa hjá kortaútgefanda');
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('The 3-D Secure popup has no iframe');
  return { dialog, frame };
}

/** Fills the card, presses 'Borga' and waits for the 3-D Secure popup with its challenge page. */
export async function openChallenge(
  context: PayPlayContext,
  entry: CardEntry,
): Promise<{ canvas: WidgetCanvas; dialog: HTMLElement; frame: HTMLIFrameElement }> {
  const canvas = await payPage(context.canvasElement);
  await fillCard(canvas, context, entry);
  await context.userEvent.click(payButton(canvas));
  return { canvas, ...(await challengePopup(canvas)) };
}

/** What a play function can tell about the challenge: its srcdoc, shown in an opaque-origin frame. */
export async function expectOpaqueChallenge(frame: HTMLIFrameElement, cardLabel: string): Promise<void> {
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  const html = frame.getAttribute('srcdoc') ?? '';
  await expect(html).toContain('Staðfesta');
  await expect(html).toContain('Hætta við');
  await expect(html).toContain(cardLabel);
  await expect(html).toContain('24.990 kr.');
  // The frame has its window, yet its document is out of reach from here (an opaque origin).
  await waitFor(() => expect(frame.contentWindow).not.toBeNull(), network);
  await expect(frame.contentDocument).toBeNull();
}

/** The payment offers instalments only: no tab bar, the method named above its section. */
export async function instalmentsOnly(canvas: WidgetCanvas): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 2, name: 'Greiðsludreifing' })).toBeVisible();
  await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
}

/**
 * What the meta of each pay story file shares: `<byko-pay>`'s widget, its element, and the payment
 * the stories open. A file's title, id and tags stay its own (Storybook's index reads them as written).
 */
export function payStoriesOf(paymentId: string) {
  return { component: PayWidget, parameters: { widget: payElement }, args: { paymentId } };
}
