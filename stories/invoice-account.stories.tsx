import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { applicationForm, loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  errorSummary,
  loginUnderHeading,
  playLoading,
  playRetryAfter,
} from '../.storybook/plays.ts';
import { setSandboxClock } from '../.storybook/sandbox.ts';
import { hasFocus, network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import { logInAs, typeInto } from '../test/support/in-page.ts';
import { bjarni } from '../test/support/people.ts';
import { draftKey } from '../widgets/core/applications/draft.ts';
import { InvoiceAccountWidget } from '../widgets/invoice-account/InvoiceAccountWidget.tsx';
import { invoiceAccountApplicationElement } from '../widgets/invoice-account/invoice-account.element.ts';
import { invoiceAccountFlow } from '../widgets/invoice-account/invoice-account.model.ts';
import { tag as invoiceAccountApplicationTag } from '../widgets/invoice-account/invoice-account.tag.ts';

// <byko-invoice-account-application> (spec §2 "Invoice-account application", §4 "Manual credit
// page: initial, loading, submitting, submitted, error", §5, §9) in each of its states, against the
// sandbox (.storybook/sandbox.ts): Bjarni logged in before the story (his customer status loads
// first); Guðrún Pálsdóttir 1709715079 and Sigurður Karlsson 2511883009 are in the registry.

const meta = {
  title: 'Umsóknir/Reikningsviðskipti (handvirk umsókn)',
  id: 'invoice-account',
  component: InvoiceAccountWidget,
  parameters: { widget: invoiceAccountApplicationElement },
  args: {},
} satisfies Meta<typeof InvoiceAccountWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(invoiceAccountApplicationTag);

const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };
const applyPath = '/api/customers/applications/manual-credit';

function inGroup(canvas: WidgetCanvas, name: string) {
  return within(canvas.getByRole('group', { name }));
}

export const Initial: Story = {
  name: 'Umsókn (upphafsstaða)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await applicationForm(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sækja um reikningsviðskipti' }),
    ).toBeVisible();
    const customer = inGroup(canvas, 'Upplýsingar um viðskiptavin');
    await expect(customer.getByRole('textbox', { name: 'Kennitala' })).toHaveValue(bjarni.ssn);
    await expect(customer.getByRole('textbox', { name: 'Nafn' })).toHaveValue(bjarni.name);
    await expect(customer.getByRole('textbox', { name: 'Símanúmer' })).toHaveValue(bjarni.phone);
    await expect(customer.getByRole('textbox', { name: 'Netfang' })).toHaveValue(bjarni.email);
    const choice = inGroup(canvas, 'Fá reikninga senda með');
    await expect(choice.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Tölvupósti',
      'Bréfpósti',
      'Rafrænum reikningi (skeyti)',
    ]);
    await expect(canvas.getByRole('group', { name: 'Úttektaraðili 1' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Ábyrgðaraðili 1' })).toBeVisible();
    await expect(canvas.getByText(/^Ekki þarf ábyrgðaraðila fyrir opinber fyrirtæki/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Fjarlægja/ })).not.toBeInTheDocument();
  },
};

export const DraftKept: Story = {
  name: 'Hálfútfyllt umsókn geymd (eftir innskráningu)',
  // What Bjarni typed before his login ran out, kept in this tab (core/applications/draft.ts).
  beforeEach: async () => {
    await logInAs(bjarni);
    sessionStorage.setItem(
      draftKey(invoiceAccountFlow, bjarni.ssn),
      JSON.stringify({
        fields: { sendInvoiceOption: 'Mail', comment: 'Vegna framkvæmda' },
        groups: { guarantors: [{ ssn: '', name: sigurdur.name, email: 'sigurdur@example.is' }, {}] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await applicationForm(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bréfpósti' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Athugasemd' })).toHaveValue('Vegna framkvæmda');
    const first = inGroup(canvas, 'Ábyrgðaraðili 1');
    await expect(first.getByRole('textbox', { name: 'Nafn' })).toHaveValue(sigurdur.name);
    await expect(first.getByRole('textbox', { name: 'Netfang' })).toHaveValue('sigurdur@example.is');
    await expect(canvas.getByRole('group', { name: 'Ábyrgðaraðili 2' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Sæki stöðu reiknings',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/customers/me', fault: 'timeout' }),
  play: playLoading('Sæki stöðu reiknings…', { role: 'button', name: 'Sækja um' }),
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings (Reyna aftur)',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/customers/me', fault: 'malformed' }),
  play: playRetryAfter('Villa kom upp við að stöðu reiknings', async (canvas) => {
    await canvas.findByRole('button', { name: 'Sækja um' }, network);
  }),
};

export const MissingOption: Story = {
  name: 'Villa: enginn sendingarmáti valinn',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await applicationForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const group = canvas.getByRole('group', { name: 'Fá reikninga senda með' });
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      '"Fá reikninga senda með" þarf að vera valið',
    );
    await expect(group).toHaveAccessibleDescription('"Fá reikninga senda með" þarf að vera valið');
    await waitFor(() =>
      expect(hasFocus(within(group).getByRole('radio', { name: 'Tölvupósti' }))).toBe(true),
    );
    // Choosing an option takes the message away.
    await userEvent.click(within(group).getByRole('radio', { name: 'Bréfpósti' }));
    await expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    await expect(group).toHaveAccessibleDescription('');
  },
};

export const EmailOption: Story = {
  name: 'Tölvupóstur valinn (netfang fyrir reikninga)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await applicationForm(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Netfang fyrir reikninga' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tölvupósti' }));
    await expect(canvas.getByRole('textbox', { name: 'Netfang fyrir reikninga' })).toHaveValue(bjarni.email);
  },
};

export const PeopleFromRegistry: Story = {
  name: 'Úttektaraðili og ábyrgðaraðilar úr þjóðskrá',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    const auditor = inGroup(canvas, 'Úttektaraðili 1');
    await typeInto(auditor.getByRole('textbox', { name: 'Kennitala' }), gudrun.ssn);
    await waitFor(
      () => expect(auditor.getByRole('textbox', { name: 'Nafn' })).toHaveValue(gudrun.name),
      network,
    );

    const first = inGroup(canvas, 'Ábyrgðaraðili 1');
    await typeInto(first.getByRole('textbox', { name: 'Kennitala' }), sigurdur.ssn);
    await waitFor(
      () => expect(first.getByRole('textbox', { name: 'Nafn' })).toHaveValue(sigurdur.name),
      network,
    );
    await typeInto(first.getByRole('textbox', { name: 'Netfang' }), 'sigurdur@example.is');

    await context.userEvent.click(canvas.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }));
    const second = inGroup(canvas, 'Ábyrgðaraðili 2');
    await waitFor(() => expect(hasFocus(second.getByRole('textbox', { name: 'Kennitala' }))).toBe(true));
    // Every block but the last can be removed.
    await expect(first.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' })).toBeVisible();
    await expect(second.queryByRole('button', { name: /Fjarlægja/ })).not.toBeInTheDocument();
  },
};

export const GuarantorRemoved: Story = {
  name: 'Ábyrgðaraðili fjarlægður',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await typeInto(inGroup(canvas, 'Ábyrgðaraðili 1').getByRole('textbox', { name: 'Nafn' }), 'Fyrsti');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }));
    await typeInto(inGroup(canvas, 'Ábyrgðaraðili 2').getByRole('textbox', { name: 'Nafn' }), 'Annar');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' }));
    // The second block moves up in its place, and its first field takes the focus.
    await expect(canvas.queryByRole('group', { name: 'Ábyrgðaraðili 2' })).not.toBeInTheDocument();
    const left = inGroup(canvas, 'Ábyrgðaraðili 1');
    await expect(left.getByRole('textbox', { name: 'Nafn' })).toHaveValue('Annar');
    await waitFor(() => expect(hasFocus(left.getByRole('textbox', { name: 'Kennitala' }))).toBe(true));
    // The last block is never removed: the page always has one to type into.
    await expect(canvas.queryByRole('button', { name: /Fjarlægja ábyrgðaraðila/ })).not.toBeInTheDocument();
  },
};

export const BadGuarantorSsn: Story = {
  name: 'Villa: kennitala ábyrgðaraðila 9 stafir',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await context.userEvent.click(canvas.getByRole('radio', { name: 'Bréfpósti' }));
    const guarantor = inGroup(canvas, 'Ábyrgðaraðili 1');
    const ssn = guarantor.getByRole('textbox', { name: 'Kennitala' });
    await typeInto(ssn, '251188300');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await guarantor.findByRole('alert')).toHaveTextContent('Kennitala þarf að vera 10 stafir');
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(hasFocus(ssn)).toBe(true));
  },
};

export const ErrorSummary: Story = {
  name: 'Yfirlit yfir villur efst (tengill á hvern reit)',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    const phone = inGroup(canvas, 'Upplýsingar um viðskiptavin').getByRole('textbox', { name: 'Símanúmer' });
    const auditorSsn = inGroup(canvas, 'Úttektaraðili 1').getByRole('textbox', { name: 'Kennitala' });
    const guarantorSsn = inGroup(canvas, 'Ábyrgðaraðili 1').getByRole('textbox', { name: 'Kennitala' });
    // user-event cannot type in a shadow root (widget-canvas.ts): emptied as typing would.
    fireEvent.input(phone, { target: { value: '' } });
    await typeInto(auditorSsn, '17097150');
    await typeInto(guarantorSsn, '251188300');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));

    // Every message, in the form's order; the two kennitölur say whose they are.
    const { summary, links } = await errorSummary(canvas);
    await expect(links()).toEqual([
      'Símanúmer: Vinsamlegast fyllið út þennan reit',
      '"Fá reikninga senda með" þarf að vera valið',
      'Úttektaraðili 1, kennitala: Kennitala þarf að vera 10 stafir',
      'Ábyrgðaraðili 1, kennitala: Kennitala þarf að vera 10 stafir',
    ]);
    await waitFor(() => expect(hasFocus(phone)).toBe(true));

    // The choice's link takes the focus into the group, to its first option.
    await context.userEvent.click(within(summary).getByRole('link', { name: /þarf að vera valið/ }));
    const choice = inGroup(canvas, 'Fá reikninga senda með');
    await waitFor(() => expect(hasFocus(choice.getByRole('radio', { name: 'Tölvupósti' }))).toBe(true));
    await context.userEvent.click(choice.getByRole('radio', { name: 'Bréfpósti' }));
    await waitFor(() => expect(links()).toHaveLength(3));

    // A guarantor's link from the keyboard: a real link, so it takes the focus and Enter clicks it
    // (user-event's keyboard cannot reach into a shadow root: the click Enter makes, made here).
    const guarantorLink = within(summary).getByRole('link', { name: /^Ábyrgðaraðili 1/ });
    guarantorLink.focus();
    await expect(hasFocus(guarantorLink)).toBe(true);
    fireEvent.click(guarantorLink);
    await waitFor(() => expect(hasFocus(guarantorSsn)).toBe(true));

    await typeInto(phone, bjarni.phone);
    fireEvent.input(auditorSsn, { target: { value: '' } });
    fireEvent.input(guarantorSsn, { target: { value: '' } });
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Laga þarf eftirfarandi:' })).not.toBeInTheDocument(),
    );
  },
};

export const Submitting: Story = {
  name: 'Sendi umsókn',
  beforeEach: loggedIn(bjarni, { match: `POST ${applyPath}`, fault: 'timeout' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await applicationForm(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bréfpósti' }));
    const submit = canvas.getByRole('button', { name: 'Sækja um' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('radio', { name: 'Bréfpósti' })).toBeDisabled();
    await expect(
      inGroup(canvas, 'Upplýsingar um viðskiptavin').getByRole('textbox', { name: 'Nafn' }),
    ).toBeDisabled();
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu (ástæða þjónsins)',
  beforeEach: loggedIn(bjarni, {
    match: `POST ${applyPath}`,
    fault: 'reason',
    reason: 'Umsókn hafnað (prófun)',
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await applicationForm(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rafrænum reikningi (skeyti)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await alertSays(canvas, 'Umsókn hafnað (prófun)');
    await expect(canvas.getByRole('radio', { name: 'Rafrænum reikningi (skeyti)' })).toBeChecked();
    // The alert's 'Reyna aftur' sends it again (the sandbox refused it once).
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
  },
};

function submittedAt(now: string, answer: string): Story {
  return {
    beforeEach: async () => {
      await logInAs(bjarni);
      await setSandboxClock(now);
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = await applicationForm(canvasElement);
      await userEvent.click(canvas.getByRole('radio', { name: 'Bréfpósti' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
      const heading = await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network);
      await waitFor(() => expect(hasFocus(heading)).toBe(true));
      await expect(canvas.getByText(answer)).toBeVisible();
      await expect(canvas.getByText('Númer umsóknar: M-1001')).toBeVisible();
    },
  };
}

export const SubmittedToday: Story = {
  name: 'Umsókn móttekin (fyrir kl. 14 á virkum degi)',
  ...submittedAt('2026-11-26T10:00:00Z', 'Umsókninni verður svarað í dag.'),
};

export const SubmittedNextWeekday: Story = {
  name: 'Umsókn móttekin (föstudagskvöld: svarað á mánudegi)',
  ...submittedAt('2026-11-27T18:30:00Z', 'Umsókninni verður svarað mánudaginn 30. nóvember.'),
};

export const NotLoggedIn: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Sækja um reikningsviðskipti');
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};
