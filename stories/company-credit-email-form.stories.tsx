import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { alertWithRetry } from '../.storybook/plays.ts';
import { hasFocus, inputLabelled } from '../.storybook/widget-canvas.ts';
import { bjarni } from '../test/support/people.ts';
import type { CompanyCreditWidget } from '../widgets/company-credit/CompanyCreditWidget.tsx';
import {
  byggir,
  companyCreditStories,
  emailForm,
  faultMatches,
  fillGuarantor,
  stepHeading,
} from './company-credit-plays.ts';

// <byko-company-credit>'s e-mail application (spec §4 "Company credit web flow", §9): Byggir ehf.
// asks for more than its maximum, so the application goes by e-mail with a guarantor. Reached by
// real interaction against the sandbox (docs/sandbox.md "Companies"), as Bjarni.

const meta = {
  title: 'Fyrirtæki/Umsókn með ábyrgðaraðila',
  // ASCII story ids (company-credit-email-form--…) for links and tests.
  id: 'company-credit-email-form',
  // The element's API is on its first stories file's Docs page (company-credit.stories.tsx).
  tags: ['!autodocs'],
  ...companyCreditStories,
} satisfies Meta<typeof CompanyCreditWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailForm: Story = {
  name: 'Eyðublað (beðið um meira en hámark)',
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
    await loggedIn(bjarni, { match: faultMatches.emailForm, fault: 'timeout' })();
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
