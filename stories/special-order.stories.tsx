import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, playLoading, playRetryAfter, shapeAround } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  inputLabelled,
  network,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { dropUrlParams, typeInto } from '../test/support/in-page.ts';
import { SpecialOrderWidget } from '../widgets/special-order/SpecialOrderWidget.tsx';
import { specialOrderElement } from '../widgets/special-order/special-order.element.ts';
import { tag as specialOrderTag } from '../widgets/special-order/special-order.tag.ts';

// <special-order category> (spec §2 "Special order", §5 "Special order overview", §8, §9) in each of
// its states, reached by real interaction against the sandbox (.storybook/sandbox.ts, SANDBOX.md
// "Special orders"): gluggar has Tegund, Stærð, Litur and Gler (the glass priced by the size
// chosen), hurdir Tegund, Opnun and Áferð; any other category is 'Flokkur fannst ekki'. No login.
// formatIsk writes a no-break space before 'kr.': Testing Library's queries and toHaveTextContent
// read it as a plain one, the totals are compared as written (`kr`). The compact stepper ('Skref 2
// af 5') shows under 1024 px only.

const meta = {
  title: 'Sérpöntun',
  id: 'special-order',
  component: SpecialOrderWidget,
  parameters: { widget: specialOrderElement },
  args: { category: 'gluggar' },
  // The step and the choices live in the page's URL (?step=&v=): each story starts at the first step.
  beforeEach: () => dropUrlParams('step', 'v'),
} satisfies Meta<typeof SpecialOrderWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(specialOrderTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const paths = {
  selections: 'GET /api/special-orders/categories/gluggar/selections',
  apply: 'POST /api/special-orders/apply',
};

const contact = { name: 'Anna Jónsdóttir', ssn: '0101302989', phone: '8201234', email: 'anna@example.is' };

/** An amount as formatIsk writes it: '153.000\u00a0kr.'. */
const kr = (amount: string) => `${amount}\u00a0kr.`;

/** The step's heading (h2), once it shows. */
async function stepHeading(canvas: WidgetCanvas, name: string): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 2, name }, network);
}

/** The category loaded: its heading (h1) and its first step, 'Tegund'. */
async function firstStep(canvasElement: HTMLElement, category: string): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: category }, network);
  await stepHeading(canvas, 'Tegund');
  return canvas;
}

/** An option's radio: its name starts with the option's name (then its description and price). */
const option = (canvas: WidgetCanvas, name: string) =>
  canvas.getByRole('radio', { name: new RegExp(`^${name}`) });

/** An option's card (the radio's label): its name, description and price. */
function card(canvas: WidgetCanvas, name: string): WidgetCanvas {
  const label = option(canvas, name).closest('label');
  if (!label) throw new Error(`the option ${name} has no card`);
  return within(label);
}

/** The running total under the steps, as shown ('Samtals 53.000\u00a0kr.'). */
function totalText(canvas: WidgetCanvas): string | null | undefined {
  return canvas.getByText('Samtals').parentElement?.textContent;
}

const nextButton = (canvas: WidgetCanvas) => canvas.getByRole('button', { name: 'Áfram' });

/** Chooses an option of the step on screen, presses 'Áfram', waits for the next step's heading. */
async function chooseAndGoOn(
  canvas: WidgetCanvas,
  { userEvent }: PlayContext,
  name: string,
  nextStep: string,
): Promise<void> {
  await userEvent.click(option(canvas, name));
  await expect(option(canvas, name)).toBeChecked();
  await userEvent.click(nextButton(canvas));
  await stepHeading(canvas, nextStep);
}

/** gluggar through every step: Opnanlegur gluggi, 120 × 150 cm, Antrasítgrár, Þrefalt gler. */
async function overview(context: PlayContext): Promise<WidgetCanvas> {
  const canvas = await firstStep(context.canvasElement, 'Gluggar');
  await chooseAndGoOn(canvas, context, 'Opnanlegur gluggi', 'Stærð');
  await chooseAndGoOn(canvas, context, '120 × 150 cm', 'Litur');
  await chooseAndGoOn(canvas, context, 'Antrasítgrár', 'Gler');
  await chooseAndGoOn(canvas, context, 'Þrefalt gler', 'Yfirlit');
  return canvas;
}

/** The lines of the list that holds the step `first` (dt, dd, dd): [step, choice, price]. */
function linesFrom(canvas: WidgetCanvas, first: string): string[][] {
  const list = canvas.getByText(first, { selector: 'dt' }).closest('dl');
  if (!list) throw new Error(`no list of choices holds ${first}`);
  return [...list.children].map((line) => [...line.children].map((cell) => cell.textContent ?? ''));
}

const chosenLines = [
  ['Tegund', 'Opnanlegur gluggi', kr('62.000')],
  ['Stærð', '120 × 150 cm', kr('32.000')],
  ['Litur', 'Antrasítgrár', kr('9.500')],
  ['Gler', 'Þrefalt gler', kr('49.500')],
];

async function fillContact(canvas: WidgetCanvas): Promise<void> {
  await typeInto(inputLabelled(canvas, 'Nafn'), contact.name);
  await typeInto(inputLabelled(canvas, 'Kennitala'), contact.ssn);
  await typeInto(inputLabelled(canvas, 'Símanúmer'), contact.phone);
  await typeInto(inputLabelled(canvas, 'Netfang'), contact.email);
}

const submit = (canvas: WidgetCanvas) => canvas.getByRole('button', { name: 'Senda fyrirspurn' });

/** Under the running total while a selection is still ahead. */
const defaultsNote = 'Innifalið er sjálfgefið val í næstu skrefum.';

// ---- the steps

export const Gluggar: Story = {
  name: 'Gluggar: fyrsta skref (Tegund)',
  play: async ({ canvasElement }) => {
    const canvas = await firstStep(canvasElement, 'Gluggar');
    await expect(canvas.getByRole('radiogroup', { name: 'Tegund' })).toBeVisible();
    // Loading chooses the first option of each selection: 45 000 + 0 + 0 + the double glass at 60 × 60 cm.
    await expect(option(canvas, 'Fastur gluggi')).toBeChecked();
    await expect(option(canvas, 'Opnanlegur gluggi')).not.toBeChecked();
    await expect(card(canvas, 'Veltigluggi').getByText('71.000 kr.')).toBeVisible();
    await expect(canvas.getByText('Skref 1 af 5')).toBeInTheDocument();
    await expect(totalText(canvas)).toBe(`Samtals ${kr('53.000')}`);
    // 53 000 kr. while Fastur gluggi costs 45 000: the bar says the next steps' defaults are in it.
    await expect(canvas.getByText(defaultsNote)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Til baka' })).not.toBeInTheDocument();
  },
};

export const GlassBySize: Story = {
  name: 'Gluggar: Gler, verð eftir stærð (120 × 150 cm)',
  play: async (context) => {
    const canvas = await firstStep(context.canvasElement, 'Gluggar');
    await chooseAndGoOn(canvas, context, 'Opnanlegur gluggi', 'Stærð');
    await chooseAndGoOn(canvas, context, '120 × 150 cm', 'Litur');
    await context.userEvent.click(nextButton(canvas));
    const heading = await stepHeading(canvas, 'Gler');
    // A step moved to takes the focus on its heading.
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByText('Skref 4 af 5')).toBeInTheDocument();
    await expect(card(canvas, 'Tvöfalt gler').getByText('29.000 kr.')).toBeVisible();
    await expect(card(canvas, 'Þrefalt gler').getByText('49.500 kr.')).toBeVisible();
    await expect(option(canvas, 'Tvöfalt gler')).toBeChecked();
    // 62 000 + 32 000 + 0 + 29 000.
    await expect(totalText(canvas)).toBe(`Samtals ${kr('123.000')}`);
    // The last selection: no step ahead, so no default is counted in.
    await expect(canvas.queryByText(defaultsNote)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Til baka' })).toBeVisible();
  },
};

export const Overview: Story = {
  name: 'Gluggar: Yfirlit',
  play: async (context) => {
    const canvas = await overview(context);
    await expect(canvas.getByText('Skref 5 af 5')).toBeInTheDocument();
    await expect(linesFrom(canvas, 'Tegund')).toEqual(chosenLines);
    await expect(totalText(canvas)).toBe(`Samtals ${kr('153.000')}`);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Upplýsingar um þig' })).toBeVisible();
    for (const label of ['Nafn', 'Kennitala', 'Símanúmer', 'Netfang'])
      await expect(inputLabelled(canvas, label)).toHaveValue('');
    await expect(submit(canvas)).toBeVisible();
    await expect(canvas.queryByText(defaultsNote)).not.toBeInTheDocument();
    // The total comes before the button, which sits in the bar, clear of its divider.
    const total = canvas.getByText('Samtals');
    await expect(
      total.compareDocumentPosition(submit(canvas)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const bar = submit(canvas).closest('.so-bar');
    await expect(bar).not.toBeNull();
    const barTop = bar?.getBoundingClientRect().top ?? 0;
    await expect(submit(canvas).getBoundingClientRect().top - barTop).toBeGreaterThanOrEqual(8);
    await expect(canvas.queryByRole('button', { name: 'Áfram' })).not.toBeInTheDocument();
    await expect(new URL(location.href).searchParams.get('step')).toBe('yfirlit');
    await expect(new URL(location.href).searchParams.get('v')).toBe('102.203.302.402');
  },
};

export const OverviewInvalid: Story = {
  name: 'Yfirlit: villur í reitum',
  play: async (context) => {
    const canvas = await overview(context);
    await context.userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Ógilt nafn')).toBeVisible();
    await expect(canvas.getByText('Ógild kennitala')).toBeVisible();
    await expect(canvas.getByText('Ógilt símanúmer')).toBeVisible();
    await expect(canvas.getByText('Ógilt netfang')).toBeVisible();
    await expect(inputLabelled(canvas, 'Nafn')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(hasFocus(inputLabelled(canvas, 'Nafn'))).toBe(true));
  },
};

export const OverviewFieldLeft: Story = {
  name: 'Yfirlit: reitur skilinn eftir rangur',
  play: async (context) => {
    const canvas = await overview(context);
    // Leaving a field says what is wrong at once; the others wait until they are left or sent.
    const ssn = inputLabelled(canvas, 'Kennitala');
    await typeInto(ssn, '01013');
    ssn.focus();
    ssn.blur();
    await waitFor(() => expect(ssn).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Ógild kennitala')).toBeVisible();
    const name = inputLabelled(canvas, 'Nafn');
    name.focus();
    name.blur();
    await expect(await canvas.findByText('Ógilt nafn')).toBeVisible();
    await expect(canvas.queryByText('Ógilt netfang')).not.toBeInTheDocument();
    // The spec does not disable the submit: it stays a button that works.
    await expect(submit(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const Sent: Story = {
  name: 'Fyrirspurn móttekin!',
  play: async (context) => {
    const canvas = await overview(context);
    await fillContact(canvas);
    await context.userEvent.click(submit(canvas));
    const heading = await canvas.findByRole('heading', { name: 'Fyrirspurn móttekin!' }, network);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(
      canvas.getByText('Við höfum samband þegar tilboð er tilbúið. Þetta var valið:'),
    ).toBeVisible();
    await expect(linesFrom(canvas, 'Tegund')).toEqual([...chosenLines, ['Samtals', kr('153.000')]]);
    await expect(canvas.getByRole('button', { name: 'Ný fyrirspurn' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Senda fyrirspurn' })).not.toBeInTheDocument();
    await expect(new URL(location.href).searchParams.get('step')).toBe('mottekin');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu (allt helst, Senda fyrirspurn aftur)',
  beforeEach: () => addFault({ match: paths.apply, fault: 'malformed' }),
  play: async (context) => {
    const canvas = await overview(context);
    await fillContact(canvas);
    await context.userEvent.click(submit(canvas));
    await alertSays(canvas, 'Óvænt villa kom up. Vinsamlegast reynið aftur.');
    // Everything typed and chosen stays.
    await expect(inputLabelled(canvas, 'Nafn')).toHaveValue(contact.name);
    await expect(inputLabelled(canvas, 'Netfang')).toHaveValue(contact.email);
    await expect(totalText(canvas)).toBe(`Samtals ${kr('153.000')}`);
    // The button is the retry: the sandbox answers it.
    await context.userEvent.click(submit(canvas));
    await canvas.findByRole('heading', { name: 'Fyrirspurn móttekin!' }, network);
  },
};

export const Submitting: Story = {
  name: 'Sendi fyrirspurn',
  beforeEach: () => addFault({ match: paths.apply, fault: 'timeout' }),
  play: async (context) => {
    const canvas = await overview(context);
    await fillContact(canvas);
    await context.userEvent.click(submit(canvas));
    const button = canvas.getByRole('button', { name: /Senda fyrirspurn/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(within(button).getByRole('status')).toHaveTextContent('Sendi fyrirspurn…');
    await expect(canvas.queryByRole('heading', { name: 'Fyrirspurn móttekin!' })).not.toBeInTheDocument();
    // The steps wait for the answer (the list of steps is hidden under 1024 px, not gone).
    const steps = within(canvas.getByRole('navigation', { name: 'Skref' })).getAllByRole('button', {
      hidden: true,
    });
    await expect(steps).toHaveLength(5);
    for (const step of steps) await expect(step).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Til baka' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  name: 'Sæki valkosti',
  beforeEach: () => addFault({ match: paths.selections, fault: 'timeout' }),
  play: async (context) => {
    await playLoading('Sæki valkosti…', { role: 'radio' })(context);
    // The configurator's shape: the heading, the step and its name, the options, the bar.
    const canvas = await widgetCanvas(context.canvasElement);
    await expect(shapeAround(canvas.getByRole('status'))).toEqual([
      'heading',
      'line',
      'line',
      'table',
      'button',
    ]);
  },
};

export const Hurdir: Story = {
  name: 'Hurðir: fyrsta skref (Tegund)',
  args: { category: 'hurdir' },
  play: async ({ canvasElement }) => {
    const canvas = await firstStep(canvasElement, 'Hurðir');
    await expect(option(canvas, 'Útihurð')).toBeChecked();
    await expect(card(canvas, 'Innihurð').getByText('34.000 kr.')).toBeVisible();
    await expect(canvas.getByText('Skref 1 af 4')).toBeInTheDocument();
    await expect(totalText(canvas)).toBe(`Samtals ${kr('89.000')}`);
  },
};

// ---- loading and its failures

export const CategoryNotFound: Story = {
  name: 'Villa: flokkur fannst ekki',
  args: { category: 'sofar' },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Flokkur fannst ekki');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Flokkur fannst ekki' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Villa: valkostir sóttust ekki (Reyna aftur)',
  beforeEach: () => addFault({ match: paths.selections, fault: '500' }),
  play: playRetryAfter('Villa í kerfi (sandkassi)', async (canvas, canvasElement) => {
    await firstStep(canvasElement, 'Gluggar');
    await expect(totalText(canvas)).toBe(`Samtals ${kr('53.000')}`);
  }),
};
