import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { expectSending, loggedIn, playAccountExists } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  errorSummary,
  loginUnderHeading,
  playLoading,
  playRetryAfter,
} from '../.storybook/plays.ts';
import {
  hasFocus,
  inputLabelled,
  network,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { anna, bjarni, dagny } from '../test/support/people.ts';
import { AccountWidget } from '../widgets/account/AccountWidget.tsx';
import { accountApplicationElement } from '../widgets/account/account.element.ts';
import { tag as accountApplicationTag } from '../widgets/account/account.tag.ts';

// <byko-account-application> (spec §2 "Account application", §5, §6, §8) in each of its states,
// against the sandbox in the page (.storybook/sandbox.ts). Dagný (8203456) is not a customer (max
// 300.000 kr.), Anna (8201234) a standing-order customer, Bjarni (8202345) trades on account
// already. The frame stands in for the host page: it handles byko-navigate, so a redirect stays put.

const meta = {
  title: 'Umsóknir/Reikningsviðskipti',
  id: 'account',
  component: AccountWidget,
  parameters: { widget: accountApplicationElement },
} satisfies Meta<typeof AccountWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(accountApplicationTag);

/** The form, once the status has loaded. */
async function accountForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByLabelText('Umbeðin heimild (kr.)', {}, network);
  return canvas;
}

/** Types in the address search and waits for its list. */
async function searchAddress(canvas: WidgetCanvas, text: string) {
  const combobox = canvas.getByRole('combobox', { name: 'Leita að heimilisfangi' });
  await typeInto(combobox, text);
  await canvas.findAllByRole('option', {}, network);
  return combobox;
}

export const LoggedOut: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Umsókn um reikningsviðskipti');
    await expect(canvas.queryByLabelText('Umbeðin heimild (kr.)')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Sækir stöðu reiknings',
  beforeEach: loggedIn(dagny, { match: 'GET /api/customers/me', fault: 'timeout' }),
  play: playLoading('Sæki stöðu reiknings…'),
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: loggedIn(dagny, { match: 'GET /api/customers/me/max-amount', fault: 'malformed' }),
  play: playRetryAfter('Villa kom upp við að stöðu reiknings', async (canvas) => {
    await expect(await canvas.findByLabelText('Umbeðin heimild (kr.)', {}, network)).toBeVisible();
  }),
};

export const Form: Story = {
  name: 'Eyðublað (Dagný, ekki í viðskiptum)',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement }) => {
    const canvas = await accountForm(canvasElement);
    await expect(inputLabelled(canvas, 'Nafn')).toHaveValue('Dagný Guðmundsdóttir');
    await expect(inputLabelled(canvas, 'Nafn')).toHaveAttribute('readonly');
    await expect(inputLabelled(canvas, 'Kennitala')).toHaveValue('2311824039');
    await expect(inputLabelled(canvas, 'Símanúmer')).toHaveValue('8203456');
    await expect(inputLabelled(canvas, 'Netfang')).toHaveValue('dagny@example.is');
    await expect(inputLabelled(canvas, 'Hámarksheimild')).toHaveValue('300.000\u00a0kr.');
    await expect(canvas.getByRole('link', { name: 'hér' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn-handvirk',
    );
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).toBeVisible();
  },
};

export const AddressList: Story = {
  name: 'Heimilisfangaleit: listi opinn',
  beforeEach: loggedIn(anna),
  play: async (context) => {
    const canvas = await accountForm(context.canvasElement);
    const closed = canvas.getByRole('combobox', { name: 'Leita að heimilisfangi' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    const combobox = await searchAddress(canvas, 'Laugav');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByText('3 heimilisföng fundust')).toBeInTheDocument();
    // The list opens under the input, not over it.
    const list = canvas.getByRole('listbox').getBoundingClientRect();
    const input = combobox.getBoundingClientRect();
    await expect(list.top).toBeGreaterThanOrEqual(input.bottom);

    // The arrows move the active option (up from the first wraps to the last); the focus stays in
    // the input all along (ARIA 1.2 combobox).
    for (const [key, active] of [
      ['ArrowDown', 'Laugavegur 10, 101 Reykjavík'],
      ['ArrowDown', 'Laugavegur 77, 101 Reykjavík'],
      ['ArrowUp', 'Laugavegur 10, 101 Reykjavík'],
      ['ArrowUp', 'Laugavegur 176, 105 Reykjavík'],
    ] as const) {
      fireEvent.keyDown(combobox, { key });
      const option = canvas.getByRole('option', { name: active });
      await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
      await expect(combobox).toHaveAttribute('aria-activedescendant', option.id);
    }
    await expect(canvas.getAllByRole('option', { selected: true })).toHaveLength(1);
    await expect(hasFocus(combobox)).toBe(true);

    // Escape closes the list and keeps the text; a second Escape clears it.
    fireEvent.keyDown(combobox, { key: 'Escape' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await expect(combobox).toHaveValue('Laugav');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    await waitFor(() => expect(combobox).toHaveValue(''));
  },
};

export const AddressChosen: Story = {
  name: 'Heimilisfang valið',
  beforeEach: loggedIn(anna),
  play: async (context) => {
    const canvas = await accountForm(context.canvasElement);
    await searchAddress(canvas, 'Skeifan');
    await context.userEvent.click(canvas.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }));
    await expect(inputLabelled(canvas, 'Götuheiti')).toHaveValue('Skeifan');
    await expect(inputLabelled(canvas, 'Húsnúmer')).toHaveValue('11');
    await expect(inputLabelled(canvas, 'Póstnúmer')).toHaveValue('108');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const FieldMessages: Story = {
  name: 'Villa í reit (netfang tómt)',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    // The rest filled in: the one message shows at its field (the rules: account.model.test.ts).
    await typeInto(inputLabelled(canvas, 'Umbeðin heimild (kr.)'), '250000');
    // user-event cannot type in a shadow root (widget-canvas.ts): the field emptied as typing would.
    fireEvent.input(inputLabelled(canvas, 'Netfang'), { target: { value: '' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByText('Vinsamlegast fyllið út þennan reit')).toBeVisible();
    await expect(inputLabelled(canvas, 'Netfang')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(hasFocus(inputLabelled(canvas, 'Netfang'))).toBe(true));
  },
};

export const ErrorSummary: Story = {
  name: 'Yfirlit yfir villur (sent með tóma reiti)',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    const phone = inputLabelled(canvas, 'Símanúmer');
    const email = inputLabelled(canvas, 'Netfang');
    const amount = inputLabelled(canvas, 'Umbeðin heimild (kr.)');
    // user-event cannot type in a shadow root (widget-canvas.ts): emptied as typing would.
    fireEvent.input(phone, { target: { value: '' } });
    fireEvent.input(email, { target: { value: '' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));

    // The summary at the top of the form, a link per field to fix, in the fields' order; the
    // focus on the first field.
    const { summary, links } = await errorSummary(canvas);
    await expect(links()).toEqual([
      'Símanúmer: Vinsamlegast fyllið út þennan reit',
      'Netfang: Vinsamlegast fyllið út þennan reit',
      'Umbeðin heimild (kr.): Vinsamlegast fyllið út þennan reit',
    ]);
    const form = summary.closest('form');
    await expect(form?.firstElementChild).toBe(summary);
    await waitFor(() => expect(hasFocus(phone)).toBe(true));

    // A link takes the focus to its field.
    await userEvent.click(within(summary).getByRole('link', { name: /^Umbeðin heimild/ }));
    await waitFor(() => expect(hasFocus(amount)).toBe(true));

    // Each field put right leaves the list; the last one takes the summary away.
    await typeInto(amount, '100000');
    await waitFor(() => expect(links()).toHaveLength(2));
    await typeInto(phone, '8203456');
    await waitFor(() => expect(links()).toEqual(['Netfang: Vinsamlegast fyllið út þennan reit']));
    await typeInto(email, 'dagny@example.is');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Laga þarf eftirfarandi:' })).not.toBeInTheDocument(),
    );
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/sign-up', fault: 'timeout' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(inputLabelled(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expectSending(canvas, 'Umbeðin heimild (kr.)');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/sign-up', fault: '500' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(inputLabelled(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await expect(inputLabelled(canvas, 'Umbeðin heimild (kr.)')).toHaveValue('100000');
    await expect(inputLabelled(canvas, 'Umbeðin heimild (kr.)')).toBeEnabled();
  },
};

export const Submitted: Story = {
  name: 'Umsókn samþykkt',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(inputLabelled(canvas, 'Umbeðin heimild (kr.)'), '250.000');
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
  beforeEach: loggedIn(bjarni),
  play: playAccountExists,
};

export const AccountExistsOnSubmit: Story = {
  name: 'Reikningur nú þegar til (svar við sendingu)',
  beforeEach: loggedIn(anna, {
    match: 'POST /api/customers/applications/sign-up',
    fault: 'reason',
    reason: 'Reikningur nú þegar til',
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await accountForm(canvasElement);
    await typeInto(inputLabelled(canvas, 'Umbeðin heimild (kr.)'), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const heading = await canvas.findByRole('heading', { name: 'Reikningur nú þegar til' }, network);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByRole('link', { name: 'Sækja um breytingu á heimild' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
