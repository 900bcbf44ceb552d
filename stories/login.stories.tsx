import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays } from '../.storybook/plays.ts';
import { addFault, authDelayMs, sentCount } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { routeTextIn } from '../pages/page-texts.ts';
import { typeInto } from '../test/support/in-page.ts';
import { LoginForm } from '../widgets/core/login/LoginForm.tsx';
import { langOf } from '../widgets/core/runtime/lang.ts';
import { LoginWidget } from '../widgets/login/LoginWidget.tsx';
import { loginElement } from '../widgets/login/login.element.ts';
import { tag as loginTag } from '../widgets/login/login.tag.ts';

// The shared e-ID login (spec §2 "Login form (shared)", §4 Login) in each of its states, reached by
// real interaction against the sandbox (.storybook/sandbox.ts): Anna logs in by phone 8201234 or by
// kennitala 1203892039, phone 8209999 is refused. The waiting states are held by a `timeout` fault
// set before the play function (the sandbox holds the request 30 s, then answers 504).

const meta = {
  title: 'Innskráning',
  // ASCII story ids (login--phone-initial, …) for links and tests.
  id: 'login',
  component: LoginForm,
  parameters: { widget: loginElement },
  args: {
    reason: 'Innskráning fyrir reikningsviðskipti',
    showTerms: true,
    showCreditCheck: true,
    isComingFromApp: false,
    onLoggedIn: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(loginTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const anna = { name: 'Anna Jónsdóttir', phone: '8201234', kennitala: '1203892039' };
const refusedPhone = '8209999';
const securityCode = /^Öryggistalan þín er \d{4}$/;
/** Longer than the sandbox's e-ID delay. */
const confirmTimeout = { timeout: authDelayMs + 4000 };

async function chooseAppTab(canvas: WidgetCanvas, { userEvent }: PlayContext): Promise<void> {
  await userEvent.click(canvas.getByRole('tab', { name: 'Auðkennisapp' }));
  await expect(canvas.getByRole('tab', { name: 'Auðkennisapp' })).toHaveAttribute('aria-selected', 'true');
}

/** Types the phone or kennitala, ticks every consent shown and presses 'Innskrá'. */
async function submitLogin(
  context: PlayContext,
  method: 'phone' | 'app',
  value: string,
): Promise<WidgetCanvas> {
  const { userEvent } = context;
  const canvas = await widgetCanvas(context.canvasElement);
  if (method === 'app') await chooseAppTab(canvas, context);
  await typeInto(canvas.getByLabelText(method === 'phone' ? 'Símanúmer' : 'Kennitala'), value);
  for (const consent of canvas.queryAllByRole('checkbox')) await userEvent.click(consent);
  await userEvent.click(canvas.getByRole('button', { name: 'Innskrá' }));
  return canvas;
}

// ------------------------------------------------------------------------------------------------
// The shared login form

export const PhoneInitial: Story = {
  name: 'Eyðublað: upphaf, rafræn skilríki',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Rafræn skilríki' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AppInitial: Story = {
  name: 'Eyðublað: upphaf, Auðkennisapp',
  play: async (context) => {
    const canvas = await widgetCanvas(context.canvasElement);
    await chooseAppTab(canvas, context);
    await expect(canvas.getByLabelText('Kennitala')).toBeInTheDocument();
  },
};

export const WithoutTerms: Story = {
  name: 'Eyðublað: án viðskiptaskilmála',
  args: { showTerms: false },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.queryByText('viðskiptaskilmála BYKO')).not.toBeInTheDocument();
  },
};

export const WithoutCreditCheck: Story = {
  name: 'Eyðublað: án lánshæfismats',
  args: { showCreditCheck: false },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.queryByText(/Creditinfo/)).not.toBeInTheDocument();
  },
};

export const WithoutConsents: Story = {
  name: 'Eyðublað: án samþykkja',
  args: { showTerms: false, showCreditCheck: false },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await typeInto(canvas.getByLabelText('Símanúmer'), anna.phone);
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).not.toHaveAttribute('aria-disabled');
  },
};

export const ConsentMissing: Story = {
  name: 'Eyðublað: samþykki vantar',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await typeInto(canvas.getByLabelText('Símanúmer'), anna.phone);
    await userEvent.click(canvas.getByRole('checkbox', { name: /viðskiptaskilmála/ }));
    const button = canvas.getByRole('button', { name: 'Innskrá' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Pressed all the same: nothing is sent until the credit lookup is allowed too.
    await userEvent.click(button);
    await expect(await sentCount('POST', '/api/auth/phone-auth-codes')).toBe(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Creditinfo/ }));
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

const missingEverything =
  'Sláðu inn símanúmer, samþykktu viðskiptaskilmála BYKO og heimilaðu uppflettingu hjá Creditinfo til að skrá þig inn.';

export const WhatIsMissing: Story = {
  name: 'Eyðublað: hvað vantar til að skrá sig inn',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const button = canvas.getByRole('button', { name: 'Innskrá' });
    // Above the disabled button, and read with it: everything at first, then what is left.
    await expect(canvas.getByText(missingEverything)).toBeVisible();
    await expect(button).toHaveAccessibleDescription(missingEverything);
    await typeInto(canvas.getByLabelText('Símanúmer'), anna.phone);
    await userEvent.click(canvas.getByRole('checkbox', { name: /viðskiptaskilmála/ }));
    await expect(button).toHaveAccessibleDescription(
      'Heimilaðu uppflettingu hjá Creditinfo til að skrá þig inn.',
    );
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Creditinfo/ }));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('');
    await expect(canvas.queryByText(/til að skrá þig inn/)).not.toBeInTheDocument();
  },
};

export const WhatIsMissingApp: Story = {
  name: 'Eyðublað: hvað vantar, Auðkennisapp án samþykkja',
  args: { showTerms: false, showCreditCheck: false },
  play: async (context) => {
    const canvas = await widgetCanvas(context.canvasElement);
    await chooseAppTab(canvas, context);
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).toHaveAccessibleDescription(
      'Sláðu inn kennitölu til að skrá þig inn.',
    );
  },
};

export const SsnTooShortOnLeaving: Story = {
  name: 'Eyðublað: kennitala of stutt þegar farið er úr reitnum',
  play: async (context) => {
    const canvas = await widgetCanvas(context.canvasElement);
    await chooseAppTab(canvas, context);
    const field = canvas.getByLabelText('Kennitala');
    await typeInto(field, '12038');
    // Leaving the field (to tick a consent) says what is wrong, before anything is pressed.
    await context.userEvent.click(canvas.getByRole('checkbox', { name: /viðskiptaskilmála/ }));
    await expect(field).toHaveAccessibleDescription('Kennitala þarf að vera 10 stafir');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The message goes as soon as the rest is typed.
    await typeInto(field, '92039');
    await expect(field).toHaveValue('1203892039');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(await sentCount('POST', '/api/auth/app-auth-codes')).toBe(0);
  },
};

export const PhoneTooShort: Story = {
  name: 'Eyðublað: símanúmer of stutt',
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', '12345');
    const field = canvas.getByLabelText('Símanúmer');
    await expect(field).toHaveAccessibleDescription("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(await sentCount('POST', '/api/auth/phone-auth-codes')).toBe(0);
  },
};

export const LoadingAuthCode: Story = {
  name: 'Eyðublað: sækir öryggistölu',
  beforeEach: () => addFault({ match: 'POST /api/auth/phone-auth-codes', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    await expect(await canvas.findByText('Sæki öryggistölu…', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Innskrá/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoggingInWithPhone: Story = {
  name: 'Eyðublað: bíður staðfestingar í síma',
  beforeEach: () => addFault({ match: 'POST /api/auth/login', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    await expect(await canvas.findByText(securityCode)).toBeVisible();
    await expect(canvas.getByText(/Staðfestu innskráninguna í símanum/)).toBeVisible();
    await expect(canvas.getByLabelText('Símanúmer')).toHaveAttribute('readonly');
    // The tabs wait for the confirmation.
    await context.userEvent.click(canvas.getByRole('tab', { name: 'Auðkennisapp' }));
    await expect(canvas.getByRole('tab', { name: 'Rafræn skilríki' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LoggingInWithApp: Story = {
  name: 'Eyðublað: bíður staðfestingar í appi',
  beforeEach: () => addFault({ match: 'POST /api/auth/login-app', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await submitLogin(context, 'app', anna.kennitala);
    await expect(await canvas.findByText(securityCode)).toBeVisible();
    await expect(canvas.getByText(/Staðfestu innskráninguna í Auðkennisappinu/)).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Eyðublað: villa, notandi hætti við',
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', refusedPhone);
    await expect(await canvas.findByText(securityCode)).toBeVisible();
    const alert = await canvas.findByRole('alert', {}, confirmTimeout);
    await expect(alert).toHaveTextContent('Notandi hætti við auðkenningu');
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).not.toHaveAttribute('aria-disabled');
  },
};

export const MalformedAnswer: Story = {
  name: 'Eyðublað: villa án ástæðu',
  beforeEach: () => addFault({ match: 'POST /api/auth/login', fault: 'malformed' }),
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    const alert = await canvas.findByRole('alert', {}, confirmTimeout);
    await expect(alert).toHaveTextContent('Innskráning tókst ekki');
    // Everything stays as it was for another try.
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue(anna.phone);
    for (const consent of canvas.getAllByRole('checkbox')) await expect(consent).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).not.toHaveAttribute('aria-disabled');
  },
};

export const ErrorClearedByTab: Story = {
  name: 'Eyðublað: villa hverfur þegar skipt er um flipa',
  beforeEach: () => addFault({ match: 'POST /api/auth/phone-auth-codes', fault: '500' }),
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await chooseAppTab(canvas, context);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Kennitala')).toHaveValue('');
    // Each tab keeps what was typed in it.
    await context.userEvent.click(canvas.getByRole('tab', { name: 'Rafræn skilríki' }));
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue(anna.phone);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LoggedInByPhone: Story = {
  name: 'Eyðublað: innskráning tekst',
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    await expect(await canvas.findByText(securityCode)).toBeVisible();
    await waitFor(
      () =>
        expect(context.args.onLoggedIn).toHaveBeenCalledWith(
          expect.objectContaining({ name: anna.name, ssn: anna.kennitala, phoneNumber: anna.phone }),
        ),
      confirmTimeout,
    );
    // Back to the initial state, ready for another login.
    await expect(canvas.queryByText(securityCode)).not.toBeInTheDocument();
  },
};

// ------------------------------------------------------------------------------------------------
// <byko-login>: the login page's widget

/** A route's text as the host page gives it to the element, in the toolbar's language. */
function pageText(text: string, globals: Record<string, unknown>): string {
  return routeTextIn(langOf(String(globals.lang ?? 'is')), text);
}

export const WidgetInitial: Story = {
  name: 'byko-login: upphaf',
  render: (_args, { globals }) => (
    <LoginWidget
      reason={pageText('Innskráning fyrir framkvæmdalán', globals)}
      subtitle={pageText('Framkvæmdalán einstaklinga', globals)}
      next="/framkvaemdalan/umsokn"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Innskráning fyrir framkvæmdalán' }),
    ).toBeVisible();
    await expect(canvas.getByText('Framkvæmdalán einstaklinga')).toBeVisible();
  },
};

export const WidgetWithoutConsents: Story = {
  name: 'byko-login: án samþykkja (hide-terms, hide-credit-check)',
  render: (_args, { globals }) => (
    <LoginWidget reason={pageText('Innskráning fyrir sjálfsafgreiðslu', globals)} hideTerms hideCreditCheck />
  ),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const WidgetLoggedIn: Story = {
  name: 'byko-login: innskráð(ur)',
  render: (_args, { globals }) => (
    <LoginWidget
      reason={pageText('Innskráning fyrir reikningsviðskipti', globals)}
      next="/vidskipti/umsokn"
    />
  ),
  play: async (context) => {
    const canvas = await submitLogin(context, 'phone', anna.phone);
    await expect(await canvas.findByText(securityCode)).toBeVisible();
    await expect(
      await canvas.findByText(`Þú ert innskráð(ur) sem ${anna.name}.`, {}, confirmTimeout),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Áfram' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Útskrá' })).toBeVisible();
  },
};

export const WidgetSessionExpired: Story = {
  name: 'byko-login: vistuð innskráning útrunnin (401)',
  // Anna logged in earlier; the server no longer knows her token: the widget drops it and asks to log in.
  beforeEach: loggedIn(anna, { match: 'GET /api/auth/info', fault: '401' }),
  render: (_args, { globals }) => (
    <LoginWidget reason={pageText('Innskráning fyrir reikningsviðskipti', globals)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
    await expect(canvas.queryByText(/Þú ert innskráð/)).not.toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBe(null);
  },
};

export const WidgetCheckingSession: Story = {
  name: 'byko-login: athugar vistaða innskráningu',
  // Anna logged in earlier (a real sandbox login, stored as the widget stores it); the check of her
  // token (GET /api/auth/info) is held, so the widget shows its loading state.
  beforeEach: loggedIn(anna, { match: 'GET /api/auth/info', fault: 'timeout' }),
  render: (_args, { globals }) => (
    <LoginWidget reason={pageText('Innskráning fyrir reikningsviðskipti', globals)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Athuga innskráningu…');
  },
};
