import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { addFault } from '../.storybook/sandbox.ts';
import { typeInto, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import type { WidgetFrameParameters } from '../.storybook/widget-frame.tsx';
import { AccountWidget } from '../widgets/account/AccountWidget.tsx';
import accountCss from '../widgets/account/account.css?inline';
import { clearDrafts } from '../widgets/core/applications/draft.ts';
import { createApiClient } from '../widgets/core/http.ts';
import { loginApi } from '../widgets/core/login/login.api.ts';
import { logIn } from '../widgets/core/session.ts';

// <byko-account-application> (spec §2 "Account application", §5, §6, §8) in each of its states,
// against the sandbox in the page (.storybook/sandbox.ts). Dagný (8203456) is not a customer (max
// 300.000 kr.), Anna (8201234) a standing-order customer, Bjarni (8202345) trades on account
// already. The frame stands in for the host page: it handles byko-navigate, so a redirect stays put.

const widget: WidgetFrameParameters = { styles: [accountCss] };

const meta = {
  title: 'Umsóknir/Reikningsviðskipti',
  id: 'account',
  component: AccountWidget,
  parameters: { widget },
} satisfies Meta<typeof AccountWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** A sandbox round trip (and any lazy chunk), with room for a busy machine. */
const network = { timeout: 5000 };

const people = {
  anna: { phone: '8201234' },
  bjarni: { phone: '8202345' },
  dagny: { phone: '8203456' },
} as const;

/**
 * Logs the person in before the story renders, as the login form does (the sandbox's phone login),
 * with no draft left from an earlier story.
 */
function loggedIn(person: { phone: string }): () => Promise<void> {
  return async () => {
    clearDrafts();
    const api = createApiClient(location.origin);
    const { authId } = await loginApi.phoneAuthCode(api, person.phone);
    const answer = await loginApi.loginWithPhone(api, {
      authId,
      phoneNumber: person.phone,
      reason: 'Innskráning fyrir reikningsviðskipti',
      origin: 'Web',
    });
    logIn(answer, { isComingFromApp: false, phoneNumber: person.phone });
  };
}

/** The form, once the status has loaded. */
async function accountForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByLabelText('Umbeðin heimild (kr.)', {}, network);
  return canvas;
}

/** Whether the element has the focus in the widget's shadow root (the document's is the host). */
function hasFocus(element: HTMLElement): boolean {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.activeElement === element;
}

function field(canvas: WidgetCanvas, label: string): HTMLInputElement {
  const found = canvas.getByLabelText(label);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return found;
}

/** Types in the address search and waits for its list. */
async function searchAddress(canvas: WidgetCanvas, { userEvent }: PlayContext, text: string) {
  const combobox = canvas.getByRole('combobox', { name: 'Leita að heimilisfangi' });
  await typeInto(userEvent, combobox, text);
  await canvas.findAllByRole('option', {}, network);
  return combobox;
}

export const LoggedOut: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Umsókn um reikningsviðskipti' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
    await expect(canvas.queryByLabelText('Umbeðin heimild (kr.)')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Sækir stöðu reiknings',
  beforeEach: async () => {
    await loggedIn(people.dagny)();
    await addFault({ match: 'GET /api/customers/me', fault: 'timeout' });
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('status', {}, network)).toHaveTextContent('Sæki stöðu reiknings…');
  },
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: async () => {
    await loggedIn(people.dagny)();
    await addFault({ match: 'GET /api/customers/me/max-amount', fault: 'malformed' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent(
      'Villa kom upp við að stöðu reiknings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByLabelText('Umbeðin heimild (kr.)', {}, network)).toBeVisible();
  },
};

export const Form: Story = {
  name: 'Eyðublað (Dagný, ekki í viðskiptum)',
  beforeEach: loggedIn(people.dagny),
  play: async ({ canvasElement }) => {
    const canvas = await accountForm(canvasElement);
    await expect(field(canvas, 'Nafn')).toHaveValue('Dagný Guðmundsdóttir');
    await expect(field(canvas, 'Nafn')).toHaveAttribute('readonly');
    await expect(field(canvas, 'Kennitala')).toHaveValue('2311824039');
    await expect(field(canvas, 'Símanúmer')).toHaveValue('8203456');
    await expect(field(canvas, 'Netfang')).toHaveValue('dagny@example.is');
    await expect(field(canvas, 'Hámarksheimild')).toHaveValue('300.000\u00a0kr.');
    await expect(canvas.getByRole('link', { name: 'hér' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn-handvirk',
    );
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).toBeVisible();
  },
};

export const AddressList: Story = {
  name: 'Heimilisfangaleit: listi opinn',
  beforeEach: loggedIn(people.anna),
  play: async (context) => {
    const canvas = await accountForm(context.canvasElement);
    const combobox = await searchAddress(canvas, context, 'Lauga');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const first = canvas.getByRole('option', { name: 'Laugavegur 10, 101 Reykjavík' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    await expect(canvas.getByText('3 heimilisföng fundust')).toBeInTheDocument();
  },
};

export const AddressChosen: Story = {
  name: 'Heimilisfang valið',
  beforeEach: loggedIn(people.anna),
  play: async (context) => {
    const canvas = await accountForm(context.canvasElement);
    await searchAddress(canvas, context, 'Skeifan');
    await context.userEvent.click(canvas.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }));
    await expect(field(canvas, 'Götuheiti')).toHaveValue('Skeifan');
    await expect(field(canvas, 'Húsnúmer')).toHaveValue('11');
    await expect(field(canvas, 'Póstnúmer')).toHaveValue('108');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const FieldMessages: Story = {
  name: 'Villur í reitum (hærri en hámark)',
  beforeEach: loggedIn(people.dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(userEvent, field(canvas, 'Umbeðin heimild (kr.)'), '350.000');
    await expect(field(canvas, 'Umbeðin heimild (kr.)')).toHaveValue('350000');
    // user-event cannot type in a shadow root (widget-canvas.ts): the field emptied as typing would.
    fireEvent.input(field(canvas, 'Netfang'), { target: { value: '' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByText('Umbeðin heimild er hærri en hámark')).toBeVisible();
    await expect(canvas.getByText('Vinsamlegast fyllið út þennan reit')).toBeVisible();
    await expect(field(canvas, 'Netfang')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(hasFocus(field(canvas, 'Netfang'))).toBe(true));
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'POST /api/customers/applications/sign-up', fault: 'timeout' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(userEvent, field(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const button = canvas.getByRole('button', { name: /Sækja um/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(field(canvas, 'Umbeðin heimild (kr.)')).toBeDisabled();
    await expect(within(button).getByRole('status')).toHaveTextContent('Sendi umsókn…');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'POST /api/customers/applications/sign-up', fault: '500' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(userEvent, field(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent(
      'Villa í kerfi (sandkassi)',
    );
    await expect(field(canvas, 'Umbeðin heimild (kr.)')).toHaveValue('100000');
    await expect(field(canvas, 'Umbeðin heimild (kr.)')).toBeEnabled();
  },
};

export const Submitted: Story = {
  name: 'Umsókn samþykkt',
  beforeEach: loggedIn(people.dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(userEvent, field(canvas, 'Umbeðin heimild (kr.)'), '250.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Umsókn um reikningsviðskipti samþykkt' },
      network,
    );
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByText('Heimild: 250.000 kr.')).toBeVisible();
  },
};

export const AccountExists: Story = {
  name: 'Reikningur nú þegar til (Bjarni)',
  beforeEach: loggedIn(people.bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Reikningur nú þegar til' }, network),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sækja um breytingu á heimild' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn-heimild',
    );
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};

export const AccountExistsOnSubmit: Story = {
  name: 'Reikningur nú þegar til (svar við sendingu)',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({
      match: 'POST /api/customers/applications/sign-up',
      fault: 'reason',
      reason: 'Reikningur nú þegar til',
    });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(userEvent, field(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const heading = await canvas.findByRole('heading', { name: 'Reikningur nú þegar til' }, network);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByRole('link', { name: 'Sækja um breytingu á heimild' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
