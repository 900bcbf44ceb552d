import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { inputLabelled, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { dropUrlParams, typeInto } from '../test/support/in-page.ts';
import { CompanyCreditWidget } from '../widgets/company-credit/CompanyCreditWidget.tsx';
import { companyCreditElement } from '../widgets/company-credit/company-credit.element.ts';

// What the company-credit story files share (docs/sandbox.md "Companies"): the companies, the sandbox's
// endpoints and day, and the way to each step: Byggir's credit, its e-mail application, the lookup.

/** What a company-credit story's play is given: its canvas and the user's clicks. */
export interface CompanyCreditPlayContext {
  canvasElement: HTMLElement;
  userEvent: { click(element: Element): Promise<void> };
}

/** Byggir ehf.: Bjarni is its finAdmin (limit 1 000 000, max 3 000 000). */
export const byggir = '5302691089';
/** Smiðjan hf.: Bjarni is its creditAdmin; its status fails. */
export const smidjan = '6208092090';
/** The sandbox's company-credit endpoints, as faults match them. */
export const faultMatches = {
  companies: 'GET /api/company-credit/user-companies',
  status: 'GET /api/company-credit/credit-status/',
  lookup: 'GET /api/company-credit/lookup/',
  increase: 'POST /api/company-credit/apply/increase-credit',
  emailForm: 'POST /api/company-credit/apply/email-form',
  signUp: 'POST /api/company-credit/apply/sign-up',
};

/** The sandbox's now: a credit approved today is valid to 25.11.2027. */
export const today = '2026-11-25T10:15:00Z';

/** The step's heading (h2), once it shows. */
export async function stepHeading(canvas: WidgetCanvas, name: string): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 2, name }, network);
}

/** Byggir's credit step with its status loaded (company-ssn preselects it). */
export async function byggirCredit(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await stepHeading(canvas, 'Byggir ehf.');
  await canvas.findByText('Núverandi heimild', {}, network);
  return canvas;
}

/** Empties a field inside the shadow root (user-event's clear cannot focus there). */
export function clear(field: HTMLInputElement | HTMLTextAreaElement): void {
  fireEvent.input(field, { target: { value: '' } });
}

/** Types the requested limit and presses 'Sækja um'. */
export async function requestAmount(
  canvas: WidgetCanvas,
  context: CompanyCreditPlayContext,
  amount: string,
): Promise<void> {
  await typeInto(inputLabelled(canvas, 'Umbeðin heimild'), amount);
  await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
}

/** Byggir's e-mail application, reached by asking for more than its maximum. */
export async function emailForm(context: CompanyCreditPlayContext): Promise<WidgetCanvas> {
  const canvas = await byggirCredit(context.canvasElement);
  await requestAmount(canvas, context, '5000000');
  await stepHeading(canvas, 'Umsókn með ábyrgðaraðila');
  return canvas;
}

/** The first guarantor filled: Guðrún from the registry, her e-mail typed. */
export async function fillGuarantor(canvas: WidgetCanvas): Promise<void> {
  const guarantor = within(canvas.getByRole('group', { name: 'Ábyrgðaraðili 1' }));
  await typeInto(guarantor.getByRole('textbox', { name: 'Kennitala' }), '1709715079');
  await waitFor(
    () => expect(guarantor.getByRole('textbox', { name: 'Nafn' })).toHaveValue('Guðrún Pálsdóttir'),
    network,
  );
  await typeInto(guarantor.getByRole('textbox', { name: 'Netfang' }), 'gudrun@example.is');
}

/** The manual lookup from the company list: `ssn` typed, 'Leita' pressed. */
export async function lookUp(context: CompanyCreditPlayContext, ssn: string): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(context.canvasElement);
  await context.userEvent.click(
    await canvas.findByRole('button', { name: 'Fletta upp fyrirtæki eftir kennitölu' }, network),
  );
  await stepHeading(canvas, 'Fletta upp fyrirtæki');
  await typeInto(inputLabelled(canvas, 'Kennitala fyrirtækis'), ssn);
  await context.userEvent.click(canvas.getByRole('button', { name: 'Leita' }));
  return canvas;
}

/**
 * What the meta of each company-credit story file shares: the widget, its element, and the step kept
 * in the page's URL (?skref=), dropped so each story starts at its own first step. A file's title, id
 * and tags stay its own (Storybook's index reads them as written).
 */
export const companyCreditStories = {
  component: CompanyCreditWidget,
  parameters: { widget: companyCreditElement },
  args: {},
  beforeEach: () => dropUrlParams('skref'),
};
