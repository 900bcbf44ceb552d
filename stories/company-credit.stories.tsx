import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  alertWithRetry,
  errorSummary,
  loginUnderHeading,
  playLoading,
  playRetryAfter,
} from '../.storybook/plays.ts';
import { setSandboxClock } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  inputLabelled,
  navigatedTo,
  network,
  recordNavigations,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { dropUrlParams, typeInto } from '../test/support/in-page.ts';
import { anna, bjarni } from '../test/support/people.ts';
import { CompanyCreditWidget } from '../widgets/company-credit/CompanyCreditWidget.tsx';
import { companyCreditElement } from '../widgets/company-credit/company-credit.element.ts';
import { companyCreditTag } from '../widgets/company-credit/company-credit.tag.ts';

// <byko-company-credit> (spec §2 "Company credit", §4 "Company credit web flow", §5, §8, §9) in each
// of its views and states, reached by real interaction against the sandbox (.storybook/sandbox.ts,
// SANDBOX.md "Companies"): Bjarni is finAdmin of Byggir ehf. (limit 1 000 000, max 3 000 000) and
// creditAdmin of Smiðjan hf. (its status fails); Anna has no company. The lookup knows 4101053060
// (Trésmiðja Akureyrar ehf., an account), 7010124020 (Nýsköpun ehf., to sign up) and 5804145080
// (neither). Testing Library reads the no-break space before 'kr.' as a plain one.

const meta = {
  title: 'Fyrirtæki/Heimild fyrirtækis',
  id: 'company-credit',
  component: CompanyCreditWidget,
  parameters: { widget: companyCreditElement },
  args: {},
  // The step lives in the page's URL (?skref=): each story starts at its own first step.
  beforeEach: () => dropUrlParams('skref'),
} satisfies Meta<typeof CompanyCreditWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(companyCreditTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const byggir = '5302691089';
const smidjan = '6208092090';
const paths = {
  companies: 'GET /api/company-credit/user-companies',
  status: 'GET /api/company-credit/credit-status/',
  lookup: 'GET /api/company-credit/lookup/',
  increase: 'POST /api/company-credit/apply/increase-credit',
  emailForm: 'POST /api/company-credit/apply/email-form',
  signUp: 'POST /api/company-credit/apply/sign-up',
};

/** The sandbox's now: a credit approved today is valid to 25.11.2027. */
const today = '2026-11-25T10:15:00Z';

/** The step's heading (h2), once it shows. */
async function stepHeading(canvas: WidgetCanvas, name: string): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 2, name }, network);
}

/** Byggir's credit step with its status loaded (company-ssn preselects it). */
async function byggirCredit(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await stepHeading(canvas, 'Byggir ehf.');
  await canvas.findByText('Núverandi heimild', {}, network);
  return canvas;
}

/** Empties a field inside the shadow root (user-event's clear cannot focus there). */
function clear(field: HTMLInputElement | HTMLTextAreaElement): void {
  fireEvent.input(field, { target: { value: '' } });
}

async function requestAmount(canvas: WidgetCanvas, context: PlayContext, amount: string): Promise<void> {
  await typeInto(inputLabelled(canvas, 'Umbeðin heimild'), amount);
  await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
}

/** Byggir's e-mail application, reached by asking for more than its maximum. */
async function emailForm(context: PlayContext): Promise<WidgetCanvas> {
  const canvas = await byggirCredit(context.canvasElement);
  await requestAmount(canvas, context, '5000000');
  await stepHeading(canvas, 'Umsókn með ábyrgðaraðila');
  return canvas;
}

/** The first guarantor filled: Guðrún from the registry, her e-mail typed. */
async function fillGuarantor(canvas: WidgetCanvas): Promise<void> {
  const guarantor = within(canvas.getByRole('group', { name: 'Ábyrgðaraðili 1' }));
  await typeInto(guarantor.getByRole('textbox', { name: 'Kennitala' }), '1709715079');
  await waitFor(
    () => expect(guarantor.getByRole('textbox', { name: 'Nafn' })).toHaveValue('Guðrún Pálsdóttir'),
    network,
  );
  await typeInto(guarantor.getByRole('textbox', { name: 'Netfang' }), 'gudrun@example.is');
}

async function lookUp(context: PlayContext, ssn: string): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(context.canvasElement);
  await context.userEvent.click(
    await canvas.findByRole('button', { name: 'Fletta upp fyrirtæki eftir kennitölu' }, network),
  );
  await stepHeading(canvas, 'Fletta upp fyrirtæki');
  await typeInto(inputLabelled(canvas, 'Kennitala fyrirtækis'), ssn);
  await context.userEvent.click(canvas.getByRole('button', { name: 'Leita' }));
  return canvas;
}

// ---- the login and the company list

export const NotLoggedIn: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Heimild fyrirtækis');
    await expect(canvas.getByRole('tab', { name: 'Rafræn skilríki' })).toBeVisible();
  },
};

export const Companies: Story = {
  name: 'Fyrirtækjalisti (aðeins fjármála- eða lánastjóri)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await stepHeading(canvas, 'Veldu fyrirtæki');
    await expect(await canvas.findByRole('button', { name: /^Byggir ehf\./ }, network)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Smiðjan hf. kt. 620809-2090' })).toBeVisible();
    await expect(canvas.queryByText(/Timburhús/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Fletta upp fyrirtæki eftir kennitölu' })).toBeVisible();
  },
};

export const CompaniesLoading: Story = {
  name: 'Sæki fyrirtæki',
  beforeEach: loggedIn(bjarni, { match: paths.companies, fault: 'timeout' }),
  // The lookup's button comes with the list, so the list does not push it down (a layout shift).
  play: playLoading('Sæki fyrirtæki…', { role: 'button', name: 'Fletta upp fyrirtæki eftir kennitölu' }),
};

export const CompaniesFailed: Story = {
  name: 'Villa: fyrirtækjalisti (Reyna aftur)',
  beforeEach: loggedIn(bjarni, { match: paths.companies, fault: 'malformed' }),
  play: playRetryAfter('Ekki tókst að sækja fyrirtæki.', async (canvas) => {
    await canvas.findByRole('button', { name: /^Byggir ehf\./ }, network);
  }),
};

export const NoPermission: Story = {
  name: 'Engin fyrirtæki: vantar heimild, boðin almenn reikningsviðskipti',
  beforeEach: async () => {
    await loggedIn(anna)();
    return recordNavigations();
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByText(/^Þú hefur ekki heimild/, {}, network)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Sækja um reikningsviðskipti' });
    await expect(link).toHaveAttribute('href', '/vidskipti/umsokn');
    await userEvent.click(link);
    await waitFor(() => expect(navigatedTo).toEqual(['/vidskipti/umsokn']));
  },
};

// ---- the credit step

export const Credit: Story = {
  name: 'Heimild: staða og umsókn (company-ssn velur Byggir)',
  args: { companySsn: byggir },
  beforeEach: async () => {
    await setSandboxClock(today);
    await loggedIn(bjarni)();
  },
  play: async ({ canvasElement }) => {
    const canvas = await byggirCredit(canvasElement);
    await expect(canvas.getByText('1.000.000 kr.')).toBeVisible();
    await expect(canvas.getByText('25.11.2027', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('3.000.000 kr.', { selector: 'dd' })).toBeVisible();
    await expect(inputLabelled(canvas, 'Símanúmer')).toHaveValue(bjarni.phone);
    await expect(inputLabelled(canvas, 'Netfang')).toHaveValue(bjarni.email);
    await expect(canvas.getByText('Hámark án ábyrgðaraðila: 3.000.000 kr.')).toBeVisible();
    await expect(
      canvas.getByText(
        'Sé sótt um hærri fjárhæð en 3.000.000 kr. þarf ábyrgðaraðila. Þá opnast umsóknarform sem er svarað næsta virka dag.',
      ),
    ).toBeVisible();
  },
};

export const CreditFromList: Story = {
  name: 'Heimild: fyrirtæki valið úr lista (fyrirsögn fær fókus)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Byggir ehf\./ }, network));
    const heading = await stepHeading(canvas, 'Byggir ehf.');
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(new URL(location.href).searchParams.get('skref')).toBe('heimild');
  },
};

export const StatusLoading: Story = {
  name: 'Heimild: sæki stöðu heimildar',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni, { match: paths.status, fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await stepHeading(canvas, 'Byggir ehf.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sæki stöðu heimildar…');
  },
};

export const StatusFailed: Story = {
  name: 'Villa: staða heimildar (Smiðjan hf.)',
  args: { companySsn: smidjan },
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await stepHeading(canvas, 'Smiðjan hf.');
    await alertSays(canvas, 'Ekki tókst að sækja stöðu heimildar.');
    await expect(canvas.getByText(/Staða heimildar liggur ekki fyrir/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByRole('alert', {}, network)).toBeVisible();
  },
};

export const EmailFormStatusUnknown: Story = {
  name: 'Umsókn með ábyrgðaraðila: staða heimildar óþekkt (Smiðjan hf., hvaða fjárhæð sem er)',
  args: { companySsn: smidjan },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await widgetCanvas(context.canvasElement);
    await stepHeading(canvas, 'Smiðjan hf.');
    await canvas.findByRole('alert', {}, network);
    await requestAmount(canvas, context, '100000');
    await stepHeading(canvas, 'Umsókn með ábyrgðaraðila');
    await expect(
      canvas.getByText(
        'Staða heimildar fyrirtækisins liggur ekki fyrir og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
      ),
    ).toBeVisible();
    await expect(inputLabelled(canvas, 'Nafn fyrirtækis')).toHaveValue('Smiðjan hf.');
  },
};

export const CreditInvalid: Story = {
  name: 'Villa: símanúmer, netfang og fjárhæð',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await byggirCredit(context.canvasElement);
    const phone = inputLabelled(canvas, 'Símanúmer');
    clear(phone);
    await typeInto(phone, '82023');
    const email = inputLabelled(canvas, 'Netfang');
    clear(email);
    await typeInto(email, 'bjarni@');
    await requestAmount(canvas, context, '0');
    await expect(await canvas.findByText('Ógilt símanúmer.')).toBeVisible();
    await expect(canvas.getByText('Ógilt netfang.')).toBeVisible();
    await expect(canvas.getByText('Fjárhæð þarf að vera yfir 0kr.')).toBeVisible();
    await waitFor(() => expect(hasFocus(phone)).toBe(true));
    // Listed at the top of the form, under a heading a level below the step's.
    const { summary, links } = await errorSummary(canvas);
    await expect(within(summary).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(links()).toEqual([
      'Símanúmer: Ógilt símanúmer.',
      'Netfang: Ógilt netfang.',
      'Umbeðin heimild: Fjárhæð þarf að vera yfir 0kr.',
    ]);
  },
};

export const CreditSubmitting: Story = {
  name: 'Sendi umsókn um hækkun',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni, { match: paths.increase, fault: 'timeout' }),
  play: async (context) => {
    const canvas = await byggirCredit(context.canvasElement);
    await requestAmount(canvas, context, '2000000');
    const submit = canvas.getByRole('button', { name: /Sækja um|Sendi umsókn/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(inputLabelled(canvas, 'Umbeðin heimild')).toBeDisabled();
  },
};

export const CreditFailed: Story = {
  name: 'Villa við hækkun (fjárhæð helst, Reyna aftur)',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni, { match: paths.increase, fault: 'malformed' }),
  play: async (context) => {
    const canvas = await byggirCredit(context.canvasElement);
    await requestAmount(canvas, context, '2000000');
    await alertSays(canvas, 'Óvænt villa kom upp við það að hækka heimild.');
    await expect(inputLabelled(canvas, 'Umbeðin heimild')).toHaveValue('2.000.000\u00a0kr.');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await stepHeading(canvas, 'Heimild hækkuð');
  },
};

export const Increased: Story = {
  name: 'Umsókn samþykkt: ný heimild, gildir í 12 mánuði',
  args: { companySsn: byggir },
  beforeEach: async () => {
    await setSandboxClock(today);
    await loggedIn(bjarni)();
  },
  play: async (context) => {
    const canvas = await byggirCredit(context.canvasElement);
    await requestAmount(canvas, context, '2000000');
    const heading = await stepHeading(canvas, 'Heimild hækkuð');
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(
      canvas.getByText('Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er 2.000.000 kr.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Samþykkt heimild gildir í 12 mánuði og getur lækkað ef lánshæfismat fyrirtækisins breytist.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Heimildin gildir til 25.11.2027.')).toBeVisible();
    await expect(new URL(location.href).searchParams.get('skref')).toBe('samthykkt');
  },
};

// ---- the e-mail application

export const EmailForm: Story = {
  name: 'Umsókn með ábyrgðaraðila (hærri en hámark)',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await emailForm(context);
    await expect(inputLabelled(canvas, 'Nafn fyrirtækis')).toHaveValue('Byggir ehf.');
    await expect(inputLabelled(canvas, 'Fullt nafn')).toHaveValue(bjarni.name);
    await expect(inputLabelled(canvas, 'Umbeðin heimild')).toHaveValue('5.000.000\u00a0kr.');
    await expect(canvas.getByRole('group', { name: 'Ábyrgðaraðili 1' })).toBeVisible();
    // Spec §9: a guarantor is required, so the only one has no remove button.
    await expect(canvas.queryByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bæta við úttektaraðila' })).toBeVisible();
  },
};

export const EmailFormInvalid: Story = {
  name: 'Villa: ábyrgðaraðili ófylltur',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await emailForm(context);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Senda umsókn' }));
    const guarantor = within(canvas.getByRole('group', { name: 'Ábyrgðaraðili 1' }));
    await expect(await guarantor.findByText('Vinsamlegast sláið inn fullt nafn.')).toBeVisible();
    await expect(guarantor.getByText('Ógild kennitala.')).toBeVisible();
    await expect(guarantor.getByText('Ógilt netfang.')).toBeVisible();
  },
};

export const EmailFormPeople: Story = {
  name: 'Ábyrgðaraðilar og úttektaraðilar: bætt við og fjarlægðir, nafn úr þjóðskrá',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await emailForm(context);
    await fillGuarantor(canvas);
    const add = canvas.getByRole('button', { name: 'Bæta við úttektaraðila' });
    await context.userEvent.click(add);
    const added = within(canvas.getByRole('group', { name: 'Úttektaraðili 1' }));
    await waitFor(() => expect(hasFocus(added.getByRole('textbox', { name: 'Kennitala' }))).toBe(true));
    // From the new block's empty kennitala, each click does what it says at once: no message
    // appears and moves the button from under the pointer.
    await context.userEvent.click(add);
    const second = within(canvas.getByRole('group', { name: 'Úttektaraðili 2' }));
    await waitFor(() => expect(hasFocus(second.getByRole('textbox', { name: 'Kennitala' }))).toBe(true));
    await context.userEvent.click(canvas.getByRole('button', { name: 'Fjarlægja úttektaraðila 2' }));
    await expect(canvas.queryByRole('group', { name: 'Úttektaraðili 2' })).not.toBeInTheDocument();
    await context.userEvent.click(canvas.getByRole('button', { name: 'Fjarlægja úttektaraðila 1' }));
    await expect(canvas.queryByRole('group', { name: 'Úttektaraðili 1' })).not.toBeInTheDocument();
  },
};

export const EmailFormFailed: Story = {
  name: 'Villa við sendingu umsóknar (símanúmer viðskiptareikninga)',
  args: { companySsn: byggir },
  // The request is held; the page's client gives up after 1.5 s (no reason from the server).
  beforeEach: async () => {
    await loggedIn(bjarni, { match: paths.emailForm, fault: 'timeout' })();
    const before = window.bykoWidgets;
    window.bykoWidgets = { ...before, timeoutMs: 1500 };
    return () => {
      window.bykoWidgets = before;
    };
  },
  play: async (context) => {
    const canvas = await emailForm(context);
    await fillGuarantor(canvas);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Senda umsókn' }));
    await alertWithRetry(
      canvas,
      'Ekki tókst að senda umsókn. Vinsamlegast hafið samband við viðskiptareikninga í síma 515 4000.',
    );
  },
};

export const EmailSent: Story = {
  name: 'Umsókn móttekin (svarað næsta virka dag)',
  args: { companySsn: byggir },
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await emailForm(context);
    await fillGuarantor(canvas);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Senda umsókn' }));
    const heading = await stepHeading(canvas, 'Umsókn send');
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByText('Umsókn móttekin! Umsókn verður svarað næsta virka dag.')).toBeVisible();
  },
};

// ---- the manual lookup and the sign-up

export const LookupInvalid: Story = {
  name: 'Leit: ógild kennitala',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '41010530');
    await expect(await canvas.findByText('Ógild kennitala.')).toBeVisible();
  },
};

export const LookupSsnLeft: Story = {
  name: 'Leit: fimm stafa kennitala, villa þegar farið er úr reitnum',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Fletta upp fyrirtæki eftir kennitölu' }, network),
    );
    await stepHeading(canvas, 'Fletta upp fyrirtæki');
    const ssn = inputLabelled(canvas, 'Kennitala fyrirtækis');
    await typeInto(ssn, '41010');
    await expect(canvas.queryByText('Ógild kennitala.')).not.toBeInTheDocument();
    // Tab onto 'Leita' (not pressed): the field says what is wrong before anything is sent.
    canvas.getByRole('button', { name: 'Leita' }).focus();
    await expect(await canvas.findByText('Ógild kennitala.')).toBeVisible();
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await expect(ssn).toHaveAccessibleDescription('Ógild kennitala.');
  },
};

export const LookupNone: Story = {
  name: 'Leit: engin fyrirtæki fundust',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '5804145080');
    await expect(await canvas.findByText('Engin fyrirtæki fundust.', {}, network)).toBeVisible();
  },
};

export const LookupNotFound: Story = {
  name: 'Leit: fyrirtæki fannst ekki (Reyna aftur)',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '4403021380');
    await alertWithRetry(canvas, 'Fyrirtæki fannst ekki.');
    await expect(inputLabelled(canvas, 'Kennitala fyrirtækis')).toHaveValue('4403021380');
  },
};

export const LookingUp: Story = {
  name: 'Leit: leita',
  beforeEach: loggedIn(bjarni, { match: paths.lookup, fault: 'timeout' }),
  play: async (context) => {
    const canvas = await lookUp(context, '4101053060');
    const search = canvas.getByRole('button', { name: /Leita/ });
    await waitFor(() => expect(search).toHaveAttribute('aria-busy', 'true'));
    await expect(within(search).getByRole('status')).toHaveTextContent('Leita…');
  },
};

export const LookupFallback: Story = {
  name: 'Leit: villa án skýringar',
  // A broken answer has no reason: the lookup's own message.
  beforeEach: loggedIn(bjarni, { match: paths.lookup, fault: 'malformed' }),
  play: async (context) => {
    const canvas = await lookUp(context, '4101053060');
    await alertSays(canvas, 'Ekki tókst að fletta upp fyrirtæki.');
    await expect(inputLabelled(canvas, 'Kennitala fyrirtækis')).toHaveValue('4101053060');
  },
};

export const LookupExisting: Story = {
  name: 'Leit: fyrirtæki með reikning valið',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '4101053060');
    await stepHeading(canvas, 'Trésmiðja Akureyrar ehf.');
    await expect(await canvas.findByText('2.000.000 kr.', { selector: 'dd' }, network)).toBeVisible();
  },
};

export const SignUp: Story = {
  name: 'Nýskráning: fyllt úr leit (götuheiti og húsnúmer aðskilin)',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '7010124020');
    await stepHeading(canvas, 'Nýskráning fyrirtækis');
    await expect(inputLabelled(canvas, 'Nafn fyrirtækis')).toHaveValue('Nýsköpun ehf.');
    await expect(inputLabelled(canvas, 'Götuheiti')).toHaveValue('Austurstræti');
    await expect(inputLabelled(canvas, 'Húsnúmer')).toHaveValue('10');
    await expect(inputLabelled(canvas, 'Póstnúmer')).toHaveValue('101');
    await expect(inputLabelled(canvas, 'Fullt nafn')).toHaveValue(bjarni.name);
  },
};

export const SignUpFailed: Story = {
  name: 'Villa við nýskráningu',
  beforeEach: loggedIn(bjarni, { match: paths.signUp, fault: 'malformed' }),
  play: async (context) => {
    const canvas = await lookUp(context, '7010124020');
    await context.userEvent.click(
      await canvas.findByRole('button', { name: 'Sækja um reikningsviðskipti' }, network),
    );
    await alertSays(canvas, 'Ekki tókst að sækja um reikningsviðskipti.');
    await expect(inputLabelled(canvas, 'Götuheiti')).toHaveValue('Austurstræti');
  },
};

export const SignedUp: Story = {
  name: 'Nýskráð: fyrirtækið valið',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await lookUp(context, '7010124020');
    await context.userEvent.click(
      await canvas.findByRole('button', { name: 'Sækja um reikningsviðskipti' }, network),
    );
    await stepHeading(canvas, 'Nýsköpun ehf.');
    await expect(await canvas.findByText('1.000.000 kr.', { selector: 'dd' }, network)).toBeVisible();
  },
};
