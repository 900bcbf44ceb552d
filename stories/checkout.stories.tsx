import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  alertWithRetry,
  loginUnderHeading,
  playAlertWithRetry,
  playLoading,
  playRetryAfter,
  shapeAround,
} from '../.storybook/plays.ts';
import { addFault, authDelayMs, type Fault, sandboxAnswerAltered } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  navigatedTo,
  network,
  recordNavigations,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { logInAs, typeInto } from '../test/support/in-page.ts';
import { anna, bjarni, dagny } from '../test/support/people.ts';
import { CheckoutWidget } from '../widgets/checkout/CheckoutWidget.tsx';
import { checkoutApi } from '../widgets/checkout/checkout.api.ts';
import { checkoutElement } from '../widgets/checkout/checkout.element.ts';
import { tag as checkoutTag } from '../widgets/checkout/checkout.tag.ts';
import { createApiClient } from '../widgets/core/runtime/http.ts';

// <byko-checkout> (spec §2 "Checkout", §4 "Checkout code login", §6, §8, §9) in each mode and state
// against the sandbox (SANDBOX.md "Checkout"): Bjarni has two accounts (C-10002 his own, C-20001
// Byggir ehf.), Anna one, Dagný none; demo-kassi-1 is the open till.

const meta = {
  title: 'Sjálfsafgreiðsla',
  id: 'checkout',
  component: CheckoutWidget,
  parameters: { widget: checkoutElement },
  args: {},
} satisfies Meta<typeof CheckoutWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(checkoutTag);

const paths = {
  accounts: 'GET /api/checkout/me/accounts',
  create: 'POST /api/checkout/me/code',
  code: 'GET /api/checkout/me/code/',
  till: 'POST /api/checkout/me/code/demo-kassi-1',
};

async function accountList(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('list', { name: 'Veljið reikning' }, network);
  return canvas;
}

const byggirButton = (canvas: WidgetCanvas) => canvas.getByRole('button', { name: /^Byggir ehf\./ });

/** The account the code page says the code charges: its three lines. */
function chargedAccount(canvas: WidgetCanvas): string[] {
  const box = canvas.getByText(/^Úttekt fer á/).closest('p');
  return [...(box?.children ?? [])].map((line) => line.textContent ?? '');
}

// ---- the account list (/checkout)

export const NotLoggedIn: Story = {
  name: 'Reikningar: ekki innskráð(ur), innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Veljið reikning');
    // No credit lookup at a till: only the terms to accept.
    await expect(canvas.queryByRole('checkbox', { name: /creditinfo/i })).not.toBeInTheDocument();
  },
};

export const Accounts: Story = {
  name: 'Reikningar: Bjarni velur reikning',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await accountList(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Bjarni Sigurðsson Reikningur C-10002 kt. 050795-3069' }),
    ).toBeVisible();
    await expect(byggirButton(canvas)).toHaveTextContent('Reikningur C-20001');
  },
};

export const LoadingAccounts: Story = {
  name: 'Reikningar: sæki',
  beforeEach: loggedIn(bjarni, { match: paths.accounts, fault: 'timeout' }),
  play: async (context) => {
    await playLoading('Sæki viðskiptareikninga…')(context);
    // The list's shape: its line of introduction and two accounts.
    const canvas = await widgetCanvas(context.canvasElement);
    await expect(shapeAround(canvas.getByRole('status'))).toEqual(['line', 'field', 'field']);
  },
};

export const NoAccounts: Story = {
  name: 'Reikningar: enginn reikningur (Dagný)',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Enginn viðskiptareikningur fannst.', {}, network)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sækja um reikningsviðskipti' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AccountsFailed: Story = {
  name: 'Reikningar: villa, með tengli til að sækja um',
  beforeEach: loggedIn(bjarni, { match: paths.accounts, fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Ekki tókst að sækja viðskiptareikninga');
    await expect(canvas.getByRole('link', { name: 'Sækja um reikningsviðskipti' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await accountList(canvasElement);
  },
};

export const CreatingCode: Story = {
  name: 'Reikningar: stofna kóða',
  beforeEach: loggedIn(bjarni, { match: paths.create, fault: 'timeout' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(byggirButton(canvas));
    await waitFor(() => expect(byggirButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Stofna kóða…');
    // Every account waits for this one: one press, one code.
    await expect(canvas.getByRole('button', { name: /^Bjarni Sigurðsson/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CodeCreated: Story = {
  name: 'Reikningar: kóði stofnaður, á síðu kóðans',
  beforeEach: async () => {
    await logInAs(bjarni);
    return recordNavigations();
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(byggirButton(canvas));
    await waitFor(
      () => expect(navigatedTo).toEqual([expect.stringMatching(/^\/checkout\/code\/kassi-[0-9a-f]{8}$/)]),
      network,
    );
    await expect(await canvas.findByRole('link', { name: 'Sýna kóðann' })).toHaveAttribute(
      'href',
      navigatedTo[0],
    );
  },
};

export const CreateFailed: Story = {
  name: 'Reikningar: ekki tókst að stofna kóða',
  beforeEach: loggedIn(bjarni, { match: paths.create, fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(byggirButton(canvas));
    await alertWithRetry(canvas, 'Ekki tókst stofna kóða.');
    // The list stays under the message, the account pressed still focused, another one press away.
    await expect(hasFocus(byggirButton(canvas))).toBe(true);
    await expect(canvas.getByRole('button', { name: /^Bjarni Sigurðsson/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

// ---- the code page (/checkout/code/{checkoutCode})

/** A code Bjarni created for his own account in the story's beforeEach. */
let bjarnisCode = '';

/** A story's beforeEach: Bjarni logged in, a code made for `accountId` (his own), and `faults` armed. */
function withBjarnisCode(...faults: Fault[]): () => Promise<void> {
  return withBjarnisCodeFor('C-10002', ...faults);
}

function withBjarnisCodeFor(accountId: string, ...faults: Fault[]): () => Promise<void> {
  return async () => {
    await logInAs(bjarni);
    bjarnisCode = (await checkoutApi.createCode(createApiClient(location.origin), accountId)).checkoutCodeId;
    for (const fault of faults) await addFault(fault);
  };
}

export const Code: Story = {
  name: 'Kóði: Skannið kóða',
  beforeEach: withBjarnisCode(),
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Skannið kóða' })).toBeVisible();
    const code = await canvas.findByRole(
      'img',
      { name: `QR kóði sjálfsafgreiðslu: ${bjarnisCode}` },
      network,
    );
    await waitFor(() => expect(code.querySelector('svg')).not.toBe(null), network);
    await expect(canvas.getByText(`Kóði: ${bjarnisCode}`)).toBeVisible();
    // The account the code charges: Bjarni's own.
    await expect(chargedAccount(canvas)).toEqual([
      'Úttekt fer á eigin reikning',
      'Bjarni Sigurðsson',
      'Reikningur C-10002',
    ]);
    await expect(canvas.getByText('Úttekt fer á eigin reikning')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Velja annan reikning' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const CodeCompany: Story = {
  name: 'Kóði: reikningur fyrirtækis (Byggir ehf.)',
  beforeEach: withBjarnisCodeFor('C-20001'),
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await canvas.findByRole('img', { name: `QR kóði sjálfsafgreiðslu: ${bjarnisCode}` }, network);
    await expect(chargedAccount(canvas)).toEqual([
      'Úttekt fer á reikning fyrirtækisins',
      'Byggir ehf.',
      'Reikningur C-20001',
    ]);
    await expect(canvas.getByText('Byggir ehf.')).toBeVisible();
  },
};

export const CodeAccountUnnamed: Story = {
  name: 'Kóði: svarið nefnir engan reikning',
  // The spec's answer is the code alone: a code this page did not make is shown without an account.
  beforeEach: async () => {
    await withBjarnisCode()();
    return sandboxAnswerAltered(`/api/checkout/me/code/${bjarnisCode}`, ({ checkoutCodeId }) => ({
      checkoutCodeId,
    }));
  },
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await canvas.findByRole('img', { name: `QR kóði sjálfsafgreiðslu: ${bjarnisCode}` }, network);
    await expect(canvas.getByText(`Kóði: ${bjarnisCode}`)).toBeVisible();
    await expect(canvas.queryByText(/^Úttekt fer á/)).not.toBeInTheDocument();
  },
};

export const CodeLoading: Story = {
  name: 'Kóði: sæki',
  beforeEach: withBjarnisCode({ match: paths.code, fault: 'timeout' }),
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: async (context) => {
    await playLoading('Sæki kóða…', { role: 'img' })(context);
    // The page's shape: the account, the code, the hints.
    const canvas = await widgetCanvas(context.canvasElement);
    await expect(shapeAround(canvas.getByRole('status'))).toEqual(['line', 'line', 'code', 'line', 'line']);
  },
};

export const CodeFailed: Story = {
  name: 'Kóði: fannst ekki',
  beforeEach: loggedIn(anna),
  args: { mode: 'code', code: 'kassi-00000000' },
  play: playAlertWithRetry('Kóði fannst ekki'),
};

export const CodeFallback: Story = {
  name: 'Kóði: villa án skýringar',
  beforeEach: withBjarnisCode({ match: paths.code, fault: 'malformed' }),
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: playRetryAfter('Ekki tókst að sækja kóða', async (canvas) => {
    await canvas.findByRole('img', { name: `QR kóði sjálfsafgreiðslu: ${bjarnisCode}` }, network);
  }),
};

export const CodeLoginExpired: Story = {
  name: 'Kóði: innskráning útrunnin (401), innskráning í einingunni',
  beforeEach: withBjarnisCode({ match: paths.code, fault: '401' }),
  render: () => <CheckoutWidget mode="code" code={bjarnisCode} />,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// ---- the self-checkout login (/checkout/{checkoutCode})

export const TillLogin: Story = {
  name: 'Kassi: login',
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement }) => {
    await loginUnderHeading(canvasElement, 'Innskráning á sjálfafgreiðslukassa');
  },
};

export const TillSelectAccount: Story = {
  name: 'Kassi: select-account',
  beforeEach: loggedIn(bjarni),
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement }) => {
    const canvas = await accountList(canvasElement);
    await expect(byggirButton(canvas)).toBeVisible();
  },
};

export const TillLoggingIn: Story = {
  name: 'Kassi: creating-code',
  beforeEach: loggedIn(bjarni, { match: paths.till, fault: 'timeout' }),
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(byggirButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Skrái inn á kassann…'));
  },
};

export const TillSuccess: Story = {
  name: 'Kassi: success',
  beforeEach: loggedIn(bjarni),
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(byggirButton(canvas));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'Innskráning á sjálfafgreiðslukassa tókst.' },
        network,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Haldið áfram á kassanum.')).toBeVisible();
  },
};

export const TillLoginExpired: Story = {
  name: 'Kassi: innskráning útrunnin (401), innskráð aftur í einingunni',
  beforeEach: loggedIn(anna, { match: paths.till, fault: '401' }),
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Anna Jónsdóttir/ }));
    // Logged out: the login here, no message; after it the accounts again, nothing chosen.
    const phone = await canvas.findByLabelText('Símanúmer', {}, network);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await typeInto(phone, anna.phone);
    await userEvent.click(canvas.getByRole('checkbox', { name: /viðskiptaskilmála/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Innskrá' }));
    await canvas.findByRole('list', { name: 'Veljið reikning' }, { timeout: authDelayMs + network.timeout });
    await expect(canvas.getByRole('button', { name: /^Anna Jónsdóttir/ })).not.toHaveAttribute('aria-busy');
  },
};

export const TillNotOpen: Story = {
  name: 'Kassi: error (kassinn fannst ekki)',
  beforeEach: loggedIn(anna),
  args: { mode: 'login', code: 'kassi-lokadur' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Anna Jónsdóttir/ }));
    await alertWithRetry(canvas, 'Kassinn fannst ekki');
    await expect(canvas.getByRole('button', { name: /^Anna Jónsdóttir/ })).toBeVisible();
  },
};

export const TillFailed: Story = {
  name: 'Kassi: error (óvænt villa)',
  beforeEach: loggedIn(anna, { match: paths.till, fault: 'malformed' }),
  args: { mode: 'login', code: 'demo-kassi-1' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Anna Jónsdóttir/ }));
    await alertSays(canvas, 'Óvænt villa kom upp við innskráningu á sjálfafgreiðslukassa');
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await canvas.findByRole(
      'heading',
      { level: 2, name: 'Innskráning á sjálfafgreiðslukassa tókst.' },
      network,
    );
  },
};
