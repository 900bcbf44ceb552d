import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { addFault } from '../.storybook/sandbox.ts';
import { typeInto, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import type { WidgetFrameParameters } from '../.storybook/widget-frame.tsx';
import { clearDrafts } from '../widgets/core/applications/draft.ts';
import { createApiClient } from '../widgets/core/http.ts';
import { loginApi } from '../widgets/core/login/login.api.ts';
import { logIn } from '../widgets/core/session.ts';
import { InvoiceAccountWidget } from '../widgets/invoice-account/InvoiceAccountWidget.tsx';
import invoiceAccountCss from '../widgets/invoice-account/invoice-account.css?inline';

// <byko-invoice-account-application> (spec §2 "Invoice-account application", §4 "Manual credit
// page: initial, loading, submitting, submitted, error", §5, §9) in each of its states, against the
// sandbox (.storybook/sandbox.ts): Bjarni logged in before the story (his customer status loads
// first); Guðrún Pálsdóttir 1709715079 and Sigurður Karlsson 2511883009 are in the registry.

const widget: WidgetFrameParameters = { styles: [invoiceAccountCss] };

const meta = {
  title: 'Umsóknir/Reikningsviðskipti (handvirk umsókn)',
  id: 'invoice-account',
  component: InvoiceAccountWidget,
  parameters: { widget },
  args: {},
} satisfies Meta<typeof InvoiceAccountWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** A sandbox round trip (and any lazy chunk), with room for a busy machine. */
const network = { timeout: 5000 };

const bjarni = { name: 'Bjarni Sigurðsson', ssn: '0507953069', phone: '8202345', email: 'bjarni@example.is' };
const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };
const applyPath = '/api/customers/applications/manual-credit';

/**
 * Bjarni logged in through the sandbox's phone login, as the login form does it. Drafts of earlier
 * stories go (the preview page keeps sessionStorage from story to story).
 */
async function logInAsBjarni(): Promise<void> {
  clearDrafts();
  const api = createApiClient(location.origin);
  const { authId } = await loginApi.phoneAuthCode(api, bjarni.phone);
  const answer = await loginApi.loginWithPhone(api, {
    authId,
    phoneNumber: bjarni.phone,
    reason: 'Innskráning fyrir reikningsviðskipti',
    origin: 'Web',
  });
  logIn(answer, { isComingFromApp: false, phoneNumber: bjarni.phone });
}

/** Fixes the sandbox clock (the 14:00 rule); the preview's reset lets it run again. */
async function setSandboxClock(now: string): Promise<void> {
  const response = await fetch('/__sandbox/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  if (!response.ok) throw new Error(`/__sandbox/clock answered ${response.status}`);
}

/** The form, loaded: 'Sækja um' is there. */
async function openForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('button', { name: 'Sækja um' }, network);
  return canvas;
}

function inGroup(canvas: WidgetCanvas, name: string) {
  return within(canvas.getByRole('group', { name }));
}

/**
 * Whether the element has the focus inside the widget's shadow root (jest-dom's toHaveFocus reads
 * the document's activeElement, which is the shadow host).
 */
function focused(element: HTMLElement): boolean {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.activeElement === element;
}

async function type(context: PlayContext, field: HTMLElement, text: string): Promise<void> {
  await typeInto(context.userEvent, field, text);
}

export const Initial: Story = {
  name: 'Umsókn (upphafsstaða)',
  beforeEach: logInAsBjarni,
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
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

export const Loading: Story = {
  name: 'Sæki stöðu reiknings',
  beforeEach: async () => {
    await logInAsBjarni();
    await addFault({ match: 'GET /api/customers/me', fault: 'timeout' });
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('status', {}, network)).toHaveTextContent('Sæki stöðu reiknings…');
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings (Reyna aftur)',
  beforeEach: async () => {
    await logInAsBjarni();
    await addFault({ match: 'GET /api/customers/me', fault: 'malformed' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent(
      'Villa kom upp við að stöðu reiknings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await canvas.findByRole('button', { name: 'Sækja um' }, network);
  },
};

export const MissingOption: Story = {
  name: 'Villa: enginn sendingarmáti valinn',
  beforeEach: logInAsBjarni,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const group = canvas.getByRole('group', { name: 'Fá reikninga senda með' });
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      '"Fá reikninga senda með" þarf að vera valið',
    );
    await expect(group).toHaveAccessibleDescription('"Fá reikninga senda með" þarf að vera valið');
    await waitFor(() => expect(focused(within(group).getByRole('radio', { name: 'Tölvupósti' }))).toBe(true));
  },
};

export const EmailOption: Story = {
  name: 'Tölvupóstur valinn (netfang fyrir reikninga)',
  beforeEach: logInAsBjarni,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await openForm(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Netfang fyrir reikninga' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tölvupósti' }));
    await expect(canvas.getByRole('textbox', { name: 'Netfang fyrir reikninga' })).toHaveValue(bjarni.email);
  },
};

export const PeopleFromRegistry: Story = {
  name: 'Úttektaraðili og ábyrgðaraðilar úr þjóðskrá',
  beforeEach: logInAsBjarni,
  play: async (context) => {
    const canvas = await openForm(context.canvasElement);
    const auditor = inGroup(canvas, 'Úttektaraðili 1');
    await type(context, auditor.getByRole('textbox', { name: 'Kennitala' }), gudrun.ssn);
    await waitFor(
      () => expect(auditor.getByRole('textbox', { name: 'Nafn' })).toHaveValue(gudrun.name),
      network,
    );

    const first = inGroup(canvas, 'Ábyrgðaraðili 1');
    await type(context, first.getByRole('textbox', { name: 'Kennitala' }), sigurdur.ssn);
    await waitFor(
      () => expect(first.getByRole('textbox', { name: 'Nafn' })).toHaveValue(sigurdur.name),
      network,
    );
    await type(context, first.getByRole('textbox', { name: 'Netfang' }), 'sigurdur@example.is');

    await context.userEvent.click(canvas.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }));
    const second = inGroup(canvas, 'Ábyrgðaraðili 2');
    await waitFor(() => expect(focused(second.getByRole('textbox', { name: 'Kennitala' }))).toBe(true));
    // Every block but the last can be removed.
    await expect(first.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' })).toBeVisible();
    await expect(second.queryByRole('button', { name: /Fjarlægja/ })).not.toBeInTheDocument();
  },
};

export const BadGuarantorSsn: Story = {
  name: 'Villa: kennitala ábyrgðaraðila 9 stafir',
  beforeEach: logInAsBjarni,
  play: async (context) => {
    const canvas = await openForm(context.canvasElement);
    await context.userEvent.click(canvas.getByRole('radio', { name: 'Bréfpósti' }));
    const guarantor = inGroup(canvas, 'Ábyrgðaraðili 1');
    const ssn = guarantor.getByRole('textbox', { name: 'Kennitala' });
    await type(context, ssn, '251188300');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await guarantor.findByRole('alert')).toHaveTextContent('Kennitala þarf að vera 10 stafir');
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(focused(ssn)).toBe(true));
  },
};

export const Submitting: Story = {
  name: 'Sendi umsókn',
  beforeEach: async () => {
    await logInAsBjarni();
    await addFault({ match: `POST ${applyPath}`, fault: 'timeout' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await openForm(canvasElement);
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
  beforeEach: async () => {
    await logInAsBjarni();
    await addFault({ match: `POST ${applyPath}`, fault: 'reason', reason: 'Umsókn hafnað (prófun)' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rafrænum reikningi (skeyti)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent('Umsókn hafnað (prófun)');
    await expect(canvas.getByRole('radio', { name: 'Rafrænum reikningi (skeyti)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
  },
};

function submittedAt(now: string, answer: string): Story {
  return {
    beforeEach: async () => {
      await logInAsBjarni();
      await setSandboxClock(now);
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = await openForm(canvasElement);
      await userEvent.click(canvas.getByRole('radio', { name: 'Bréfpósti' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
      const heading = await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network);
      await waitFor(() => expect(focused(heading)).toBe(true));
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
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sækja um reikningsviðskipti' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};
