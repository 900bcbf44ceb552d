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
import { setSandboxClock } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  inputLabelled,
  navigatedTo,
  network,
  recordNavigations,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { anna, bjarni } from '../test/support/people.ts';
import type { CompanyCreditWidget } from '../widgets/company-credit/CompanyCreditWidget.tsx';
import { tag as companyCreditTag } from '../widgets/company-credit/company-credit.tag.ts';
import {
  byggir,
  byggirCredit,
  clear,
  companyCreditStories,
  faultMatches,
  requestAmount,
  smidjan,
  stepHeading,
  today,
} from './company-credit-plays.ts';

// <byko-company-credit> (spec §2 "Company credit", §4 "Company credit web flow", §5, §8, §9) in each
// of its views and states, reached by real interaction against the sandbox (.storybook/sandbox.ts,
// SANDBOX.md "Companies"): Bjarni is finAdmin of Byggir ehf. (limit 1 000 000, max 3 000 000) and
// creditAdmin of Smiðjan hf. (its status fails); Anna has no company. The lookup knows 4101053060
// (Trésmiðja Akureyrar ehf., an account), 7010124020 (Nýsköpun ehf., to sign up) and 5804145080
// (neither). Testing Library reads the no-break space before 'kr.' as a plain one. Here the login,
// the company list and the credit step; the e-mail application and the lookup with its sign-up
// have their own files (company-credit-email-form, company-credit-sign-up).

const meta = {
  title: 'Fyrirtæki/Heimild fyrirtækis',
  id: 'company-credit',
  ...companyCreditStories,
} satisfies Meta<typeof CompanyCreditWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(companyCreditTag);

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
  beforeEach: loggedIn(bjarni, { match: faultMatches.companies, fault: 'timeout' }),
  // The lookup's button comes with the list, so the list does not push it down (a layout shift).
  play: playLoading('Sæki fyrirtæki…', { role: 'button', name: 'Fletta upp fyrirtæki eftir kennitölu' }),
};

export const CompaniesFailed: Story = {
  name: 'Villa: fyrirtækjalisti (Reyna aftur)',
  beforeEach: loggedIn(bjarni, { match: faultMatches.companies, fault: 'malformed' }),
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
  beforeEach: loggedIn(bjarni, { match: faultMatches.status, fault: 'timeout' }),
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
  beforeEach: loggedIn(bjarni, { match: faultMatches.increase, fault: 'timeout' }),
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
  beforeEach: loggedIn(bjarni, { match: faultMatches.increase, fault: 'malformed' }),
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
