import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { alertSays, alertWithRetry } from '../.storybook/plays.ts';
import { inputLabelled, network, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { bjarni } from '../test/support/people.ts';
import type { CompanyCreditWidget } from '../widgets/company-credit/CompanyCreditWidget.tsx';
import { companyCreditStories, faultMatches, lookUp, stepHeading } from './company-credit-plays.ts';

// <byko-company-credit>'s manual lookup and sign-up (spec §4 "Company credit web flow"), as Bjarni
// against the sandbox (docs/sandbox.md "Companies"): 4101053060 (Trésmiðja Akureyrar ehf.) is already
// an account, 7010124020 (Nýsköpun ehf.) can sign up and 5804145080 is neither.

const meta = {
  title: 'Fyrirtæki/Uppfletting og nýskráning',
  // ASCII story ids (company-credit-sign-up--…) for links and tests.
  id: 'company-credit-sign-up',
  // The element's API is on its first stories file's Docs page (company-credit.stories.tsx).
  tags: ['!autodocs'],
  ...companyCreditStories,
} satisfies Meta<typeof CompanyCreditWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  beforeEach: loggedIn(bjarni, { match: faultMatches.lookup, fault: 'timeout' }),
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
  beforeEach: loggedIn(bjarni, { match: faultMatches.lookup, fault: 'malformed' }),
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
  beforeEach: loggedIn(bjarni, { match: faultMatches.signUp, fault: 'malformed' }),
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
