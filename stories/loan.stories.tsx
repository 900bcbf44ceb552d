import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  errorSummary,
  loginUnderHeading,
  playLoading,
  playRetryAfter,
} from '../.storybook/plays.ts';
import { sandboxAnswerAltered, withoutPageSetting } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  inputLabelled,
  network,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { anna, bjarni } from '../test/support/people.ts';
import { LoanWidget } from '../widgets/loan/LoanWidget.tsx';
import { loanApplicationElement } from '../widgets/loan/loan.element.ts';
import { tag as loanApplicationTag } from '../widgets/loan/loan.tag.ts';

// <byko-loan-application> (spec §2 "Loan pages", §4 "Applications", §5, §8, §9) in each of its
// states, against the sandbox (SANDBOX.md "Applications"): Bjarni trades on account (1 200 000 kr.
// usable), Anna has no account trading, Dagný is not a customer. A story's person is logged in
// through the sandbox's real phone login before it renders.

const meta = {
  title: 'Umsóknir/Framkvæmdalán',
  // ASCII story ids (loan--form, …) for links and tests.
  id: 'loan',
  component: LoanWidget,
  parameters: { widget: loanApplicationElement },
  args: {},
} satisfies Meta<typeof LoanWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(loanApplicationTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const nbsp = '\u00a0';

const kr = (amount: string) => `${amount}${nbsp}kr.`;

/** The fees' text while no amount within the range is typed: it names no range of its own. */
const noFeesYet = 'Kostnaður birtist þegar þú slærð inn upphæð innan marka.';

/** Everything the widget shows, as text (its shadow root's). */
function widgetText(canvas: WidgetCanvas): string {
  return canvas.getByRole('heading', { level: 1 }).getRootNode().textContent ?? '';
}

/** The region's terms, each with its value beside it, in order. */
function factsOf(canvas: WidgetCanvas, region: string): (string | null | undefined)[][] {
  const terms = canvas.getByRole('region', { name: region }).querySelectorAll('dt');
  return [...terms].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

async function expectFacts(canvas: WidgetCanvas, region: string, facts: [string, string][]): Promise<void> {
  await expect(factsOf(canvas, region)).toEqual(facts);
}

/** A day as the loan writes it: 'dd.mm.yyyy'. */
function dayWritten(day: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getDate())}.${two(day.getMonth() + 1)}.${day.getFullYear()}`;
}

async function bjarniForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByLabelText('Upphæð láns', {}, network);
  return canvas;
}

async function fillIn({ canvasElement }: PlayContext, amount: string): Promise<WidgetCanvas> {
  const canvas = await bjarniForm(canvasElement);
  await typeInto(canvas.getByLabelText('Upphæð láns'), amount);
  await typeInto(canvas.getByLabelText('Lýsing framkvæmdar'), 'Nýtt baðherbergi');
  return canvas;
}

export const Login: Story = {
  name: 'Innskráning (í einingunni)',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Umsókn um framkvæmdalán');
    await expect(canvas.getByText('Framkvæmdalán einstaklinga')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Hleður lánsheimild',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/loan/max-amount', fault: 'timeout' }),
  play: playLoading('Sæki lánsheimild…'),
};

export const LoadFailed: Story = {
  name: 'Villa við að sækja stöðu reiknings',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/loan/max-amount', fault: 'malformed' }),
  play: playRetryAfter('Villa kom upp við að stöðu reiknings', async (canvas) => {
    await expect(await canvas.findByLabelText('Upphæð láns', {}, network)).toBeVisible();
  }),
};

export const NoAccountTrading: Story = {
  name: 'Ekki í reikningsviðskiptum (Anna)',
  beforeEach: loggedIn(anna),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByText(/Framkvæmdalán er bókað á viðskiptareikning/, {}, network),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sækja um reikningsviðskipti' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn',
    );
    await expect(canvas.queryByLabelText('Upphæð láns')).not.toBeInTheDocument();
  },
};

export const Form: Story = {
  name: 'Eyðublað (Bjarni)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const began = new Date();
    const canvas = await bjarniForm(canvasElement);
    await expect(canvas.getByLabelText('Nafn')).toHaveValue(bjarni.name);
    await expect(canvas.getByLabelText('Kennitala')).toHaveValue(bjarni.ssn);
    await expect(canvas.getByLabelText('Kennitala')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue(bjarni.phone);
    await expect(canvas.getByLabelText('Netfang')).toHaveValue(bjarni.email);
    await expect(canvas.getByLabelText('Upphæð láns')).toHaveAttribute(
      'placeholder',
      `Lágmark ${kr('200.000')}`,
    );
    // One range on the screen: from the smallest loan to the most Bjarni may apply for.
    await expect(canvas.getByLabelText('Upphæð láns')).toHaveAccessibleDescription(
      `Frá ${kr('200.000')} til ${kr('1.200.000')}`,
    );
    await expect(canvas.getByText(noFeesYet)).toBeVisible();
    await expect(widgetText(canvas)).toContain('Hægt að sækja um allt að');
    await expect(widgetText(canvas)).not.toContain('2.000.000');
    await expectFacts(canvas, 'Staða reiknings', [
      ['Staða', kr('300.000')],
      ['Heimild', kr('500.000')],
      ['Laus heimild', kr('200.000')],
      ['Hægt að sækja um allt að', kr('1.200.000')],
    ]);
    // Spec §1/§9, from today: 90 days interest-free and to withdraw, due on day 90, final due day 95.
    // (From the day the story began or today: it may have run across midnight.)
    const datesFrom = (now: Date) => {
      const [start, due, finalDue] = [0, 90, 95].map((days) =>
        dayWritten(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)),
      );
      return [
        ['Vaxtalaust tímabil', `90 dagar, ${start} til ${due}`],
        ['Úttektartímabil', `90 dagar, ${start} til ${due}`],
        ['Gjalddagi', `${due}`],
        ['Eindagi', `${finalDue}`],
      ];
    };
    const shown = factsOf(canvas, 'Tímabil og gjalddagar');
    await expect([datesFrom(began), datesFrom(new Date())]).toContainEqual(shown);
  },
};

export const Fees: Story = {
  name: 'Kostnaður reiknaður',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await expectFacts(canvas, 'Kostnaður', [
      ['Lántökugjald (3,5%)', kr('17.500')],
      ['VSK af lántökugjaldi (24%)', kr('4.200')],
      ['Lántökugjald með VSK', kr('21.700')],
      ['Greiðslugjald', kr('495')],
      ['Kostnaður alls', kr('22.195')],
    ]);
    await expect(canvas.queryByText(noFeesYet)).not.toBeInTheDocument();
  },
};

export const AmountOutOfRange: Story = {
  name: 'Upphæð utan marka',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    // One amount under the smallest loan: the message at the field, with the range it shows
    // anyway (the bounds themselves: loan.model.test.ts).
    const canvas = await fillIn(context, '150000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(canvas.getByLabelText('Upphæð láns')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Upphæð láns')).toHaveAccessibleDescription(
      `Lágmarksupphæð framkvæmdaláns er 200.000${nbsp}kr. Frá 200.000${nbsp}kr. til 1.200.000${nbsp}kr.`,
    );
    await expect(canvas.getByText(noFeesYet)).toBeVisible();
  },
};

export const Submitting: Story = {
  name: 'Sendi umsókn',
  beforeEach: loggedIn(bjarni, { match: 'POST /api/loan/submit-request', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(canvas.getByRole('button', { name: /Sækja um/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Upphæð láns')).toBeDisabled();
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við umsókn',
  beforeEach: loggedIn(bjarni, {
    match: 'POST /api/loan/submit-request',
    fault: 'reason',
    reason: 'Upphæð er utan marka',
  }),
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await alertSays(canvas, 'Upphæð er utan marka');
    await expect(canvas.getByLabelText('Upphæð láns')).toHaveValue('500000');
  },
};

export const Submitted: Story = {
  name: 'Umsókn móttekin',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
    const link = canvas.getByRole('link', { name: /Undirrita lánssamning/ });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sandbox\/loan-signing\/loan-[0-9a-f]+$/),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NoRoom: Story = {
  name: 'Laus lánsheimild undir lágmarki',
  // Bjarni as if he had used his credit down to 150.000 kr.
  beforeEach: async () => {
    await loggedIn(bjarni)();
    return sandboxAnswerAltered('/api/loan/max-amount', (answer) => ({ ...answer, usableAmount: 150000 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    const note = await canvas.findByText(/^Laus lánsheimild þín er/, {}, network);
    await expect(note).toHaveAttribute('role', 'status');
    await expect(note).toHaveTextContent(
      // Testing Library reads the no-break spaces before 'kr.' as plain ones.
      'Laus lánsheimild þín er 150.000 kr., en framkvæmdalán er að lágmarki 200.000 kr. Því er ekki hægt að sækja um framkvæmdalán að svo stöddu.',
    );
    await expect(canvas.getByRole('region', { name: 'Staða reiknings' })).toBeVisible();
    await expect(canvas.queryByLabelText('Upphæð láns')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};

export const SubmittedWithoutSigningLink: Story = {
  name: 'Umsókn móttekin, undirritunarsíða á öðrum vef (signing-url)',
  // A signing-url on another site is not linked to (core's navigation guard).
  args: { signingUrl: 'https://annar-vefur.example/undirrita/{documentId}' },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ekki tókst að búa til tengil á undirritunarsíðu. Hafðu samband við BYKO.',
    );
    await expect(canvas.queryByRole('link', { name: /Undirrita lánssamning/ })).not.toBeInTheDocument();
  },
};

export const SubmittedWithoutSigningPage: Story = {
  name: 'Umsókn móttekin, síðan gefur enga undirritunarsíðu',
  // Neither the element (signing-url) nor its page (byko-loan-signing-url) names a signing page:
  // no link to anything, and the application stays received.
  beforeEach: async () => {
    await loggedIn(bjarni)();
    return withoutPageSetting('loanSigningUrl');
  },
  play: async (context) => {
    const canvas = await fillIn(context, '500000');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Rafræn undirritun lánssamnings er ekki í boði á þessari síðu. Umsóknin er móttekin: hafðu samband við BYKO til að undirrita samninginn.',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const FieldLeftEmpty: Story = {
  name: 'Reitur skilinn eftir tómur',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await bjarniForm(canvasElement);
    const description = inputLabelled(canvas, 'Lýsing framkvæmdar');
    // Leaving the field says what is wrong at once, before any submit.
    description.focus();
    description.blur();
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    await expect(description).toHaveAccessibleDescription(
      expect.stringMatching(/^Vinsamlegast fyllið út þennan reit/),
    );
    // The spec does not disable the submit: it stays a button that works.
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).not.toHaveAttribute('aria-disabled');
  },
};

export const ErrorSummary: Story = {
  name: 'Yfirlit yfir villur (sent með tóma reiti)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await bjarniForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    // At the top of the form, a link per field to fix, in the fields' order; the focus on the first.
    const { summary, links } = await errorSummary(canvas);
    await expect(links()).toEqual([
      'Upphæð láns: Vinsamlegast fyllið út þennan reit',
      'Lýsing framkvæmdar: Vinsamlegast fyllið út þennan reit',
    ]);
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
    const amount = inputLabelled(canvas, 'Upphæð láns');
    await waitFor(() => expect(hasFocus(amount)).toBe(true));
    // A link takes the focus to its field; a field put right leaves the list.
    await userEvent.click(within(summary).getByRole('link', { name: /^Lýsing framkvæmdar/ }));
    await waitFor(() => expect(hasFocus(inputLabelled(canvas, 'Lýsing framkvæmdar'))).toBe(true));
    await typeInto(amount, '500000');
    await waitFor(() => expect(links()).toEqual(['Lýsing framkvæmdar: Vinsamlegast fyllið út þennan reit']));
  },
};
