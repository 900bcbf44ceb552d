import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, playLoading, playRetryAfter } from '../.storybook/plays.ts';
import { addFault, type Fault } from '../.storybook/sandbox.ts';
import {
  hasFocus,
  inputLabelled,
  navigatedTo,
  network,
  recordNavigations,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { bjarni } from '../test/support/people.ts';
import { CompanyCreditRequestWidget } from '../widgets/company-credit/request/CompanyCreditRequestWidget.tsx';
import { companyCreditRequestElement } from '../widgets/company-credit/request/company-credit-request.element.ts';
import { tag as companyCreditRequestTag } from '../widgets/company-credit/request/company-credit-request.tag.ts';

// <byko-company-credit-request> (spec §2 "App flow", §4 "App credit flow", §5, §8) in each of its
// states, reached by real interaction against the sandbox (.storybook/sandbox.ts): demo-app-guid
// logs Bjarni in for Byggir ehf. (5302691089: limit 1 000 000, max 3 000 000); any other guid is
// refused.

// The element's styles, in its order.
const meta = {
  title: 'Fyrirtæki/Hækkun heimildar (app)',
  id: 'company-credit-request',
  component: CompanyCreditRequestWidget,
  parameters: { widget: companyCreditRequestElement },
  args: { guid: 'demo-app-guid' },
} satisfies Meta<typeof CompanyCreditRequestWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(companyCreditRequestTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const validationPath = 'POST /company/app-validation/demo-app-guid';
const findPath = 'GET /api/customers/find/accounts/';
const requestPath = 'POST /api/customers/company-credit-increase-requests';
const nbsp = '\u00a0';

/** A story's beforeEach: the faults armed before the widget renders. */
function withFaults(...faults: Fault[]): () => Promise<void> {
  return async () => {
    for (const fault of faults) await addFault(fault);
  };
}

/** Stage 0 with Byggir ehf. looked up ('Áfram' shows). */
async function stage0(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('button', { name: 'Áfram' }, network);
  return canvas;
}

/** Stage 1 for Byggir ehf. */
async function stage1(canvasElement: HTMLElement, { userEvent }: PlayContext): Promise<WidgetCanvas> {
  const canvas = await stage0(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Áfram' }));
  await canvas.findByRole('button', { name: 'Sækja um' }, network);
  return canvas;
}

async function lookUp(canvas: WidgetCanvas, { userEvent }: PlayContext, ssn: string): Promise<void> {
  const field = inputLabelled(canvas, 'Kennitala fyrirtækis');
  // user-event cannot clear an input in a shadow root (typeInto's note): emptied as typing would.
  fireEvent.input(field, { target: { value: '' } });
  await typeInto(field, ssn);
  await userEvent.click(canvas.getByRole('button', { name: 'Leita' }));
}

async function request(canvas: WidgetCanvas, { userEvent }: PlayContext, amount: string): Promise<void> {
  await typeInto(canvas.getByRole('textbox', { name: 'Umbeðin heimild' }), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
}

export const Waiting: Story = {
  name: 'waiting: ekkert guid',
  args: { guid: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hækkun heimildar fyrirtækis' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Validating: Story = {
  name: 'validating: staðfesti innskráningu',
  beforeEach: withFaults({ match: validationPath, fault: 'timeout' }),
  play: playLoading('Staðfesti innskráningu úr appinu…'),
};

export const ValidationFailed: Story = {
  name: 'failed: kerfisvilla, reyna aftur',
  beforeEach: withFaults({ match: validationPath, fault: '500' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await expect(canvas.getByRole('button', { name: 'Hætta við' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await stage0(canvasElement);
    // The button pressed is gone: the focus is on stage 0's heading.
    await waitFor(() =>
      expect(hasFocus(canvas.getByRole('heading', { name: 'Veldu fyrirtæki' }))).toBe(true),
    );
  },
};

export const Refused: Story = {
  name: 'refused: ógilt guid, á /vidskipti/fyrirtaeki',
  args: { guid: 'ekki-til' },
  beforeEach: recordNavigations,
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await waitFor(() => expect(navigatedTo).toEqual(['/vidskipti/fyrirtaeki']), network);
    // The story is the host page and keeps the element: it says why, in the server's words.
    await alertSays(canvas, 'Ógild auðkenning');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const Stage0: Story = {
  name: 'stage 0: Byggir ehf. fundið',
  play: async ({ canvasElement }) => {
    const canvas = await stage0(canvasElement);
    await expect(inputLabelled(canvas, 'Kennitala fyrirtækis')).toHaveValue('5302691089');
    await expect(canvas.getByText('Byggir ehf.')).toBeVisible();
    await expect(canvas.getByText('C-20001')).toBeVisible();
    // Testing Library reads the no-break space before 'kr.' as a space.
    await expect(canvas.getByText('1.000.000 kr.')).toBeVisible();
    await expect(canvas.getByText('3.000.000 kr.')).toBeVisible();
    // The details are in a live region: the company found is announced.
    await expect(canvas.getByRole('status')).toHaveTextContent('Byggir ehf.');
    await expect(canvas.getByRole('button', { name: 'Útskrá' })).toBeVisible();
  },
};

export const Stage0Another: Story = {
  name: 'stage 0: annað fyrirtæki (Enter), tilkynnt',
  play: async (context) => {
    const canvas = await stage0(context.canvasElement);
    // The status region stays mounted, so screen readers announce what it says next.
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Byggir ehf.');
    const field = inputLabelled(canvas, 'Kennitala fyrirtækis');
    fireEvent.input(field, { target: { value: '' } });
    // Typing keeps the digits: the kennitala as written with its hyphen.
    await typeInto(field, '620809-2090');
    await expect(field).toHaveValue('6208092090');
    await expect(region).toHaveTextContent('');
    await context.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('Smiðjan hf.'), network);
    await expect(region.isConnected).toBe(true);
    // Its max amount is none (null): 0 kr.
    await expect(canvas.getByText('0 kr.', { selector: 'dd' })).toBeVisible();
  },
};

export const Stage0Invalid: Story = {
  name: 'stage 0: ógild kennitala',
  play: async (context) => {
    const canvas = await stage0(context.canvasElement);
    await lookUp(canvas, context, '0507953069');
    await expect(await canvas.findByText('Kennitalan er ekki gild fyrirtækjakennitala')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Áfram' })).not.toBeInTheDocument();
  },
};

export const Stage0LookingUp: Story = {
  name: 'stage 0: sæki fyrirtæki',
  beforeEach: withFaults({ match: findPath, fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    // After the validation's spinner, the lookup's.
    await waitFor(
      () =>
        expect(
          canvas.getByText('Sæki upplýsingar um fyrirtækið…').closest('[role="status"]'),
        ).toBeInTheDocument(),
      network,
    );
    await expect(canvas.queryByRole('button', { name: 'Áfram' })).not.toBeInTheDocument();
    // 'Útskrá' comes with what the lookup finds, so the company does not push it down.
    await expect(canvas.queryByRole('button', { name: 'Útskrá' })).not.toBeInTheDocument();
  },
};

export const Stage0NotFound: Story = {
  name: 'stage 0: fyrirtæki fannst ekki',
  play: async (context) => {
    const canvas = await stage0(context.canvasElement);
    await lookUp(canvas, context, '5804145080');
    await alertSays(canvas, 'Fyrirtæki fannst ekki.');
    await expect(canvas.queryByRole('button', { name: 'Reyna aftur' })).not.toBeInTheDocument();
  },
};

export const Stage0LookupFailed: Story = {
  name: 'stage 0: villa við uppflettingu, reyna aftur',
  beforeEach: withFaults({
    match: 'GET /api/customers/company/5302691089/credit-control',
    fault: 'malformed',
  }),
  play: playRetryAfter('Óvænt villa kom upp', async (canvas, canvasElement) => {
    await stage0(canvasElement);
    // The button pressed is gone: the focus is on the stage's heading.
    await waitFor(() =>
      expect(hasFocus(canvas.getByRole('heading', { name: 'Veldu fyrirtæki' }))).toBe(true),
    );
  }),
};

export const Stage1: Story = {
  name: 'stage 1: umsókn',
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    await expect(inputLabelled(canvas, 'Nafn')).toHaveValue(bjarni.name);
    await expect(inputLabelled(canvas, 'Símanúmer')).toHaveValue(bjarni.phone);
    await expect(inputLabelled(canvas, 'Netfang')).toHaveValue('byggir@example.is');
    await expect(inputLabelled(canvas, 'Umbeðin heimild')).toHaveValue('');
    // The button pressed is gone: the focus is on the new stage's heading.
    await waitFor(() =>
      expect(hasFocus(canvas.getByRole('heading', { name: 'Umsókn um hækkun heimildar' }))).toBe(true),
    );
    await expect(canvas.getByRole('button', { name: 'Til baka' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hætta við' })).toBeVisible();
  },
};

export const Stage1Invalid: Story = {
  name: 'stage 1: fjárhæð 0',
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    await request(canvas, context, '0');
    await expect(await canvas.findByText('Fjárhæð þarf að vera yfir 0kr.')).toBeVisible();
  },
};

export const Stage1AboveMax: Story = {
  name: 'stage 1: yfir hámarksheimild',
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    const note = 'Fjárhæð yfir hámarksheimild þarf ábyrgðaraðila. Umsókninni verður svarað næsta virka dag.';
    // The live region is there before the note, so its text is announced when it comes.
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('');
    await typeInto(canvas.getByRole('textbox', { name: 'Umbeðin heimild' }), '4000000');
    // In the amount's hint (its aria-describedby), and announced by a live region.
    const hint = canvas.getByText(/Fjárhæð yfir hámarksheimild þarf ábyrgðaraðila/, {
      selector: '.byko-field-hint',
    });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveTextContent(
      `Heil krónutala. Hámarksheimild fyrirtækisins: 3.000.000 kr. ${note}`,
    );
    await expect(canvas.getByRole('textbox', { name: 'Umbeðin heimild' })).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(hint.id),
    );
    await expect(region).toHaveTextContent(note);
    await expect(region.isConnected).toBe(true);
  },
};

export const Submitting: Story = {
  name: 'stage 1: sendi umsókn',
  beforeEach: withFaults({ match: requestPath, fault: 'timeout' }),
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    await request(canvas, context, '1500000');
    await expect(canvas.getByRole('button', { name: /Sækja um/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitFailed: Story = {
  name: 'stage 1: villa, það sem var slegið inn helst',
  beforeEach: withFaults({ match: requestPath, fault: '500' }),
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    await request(canvas, context, '1500000');
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await expect(inputLabelled(canvas, 'Umbeðin heimild')).toHaveValue(`1.500.000${nbsp}kr.`);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
  },
};

export const Stage2: Story = {
  name: 'stage 2: umsókn móttekin',
  play: async (context) => {
    const canvas = await stage1(context.canvasElement, context);
    await request(canvas, context, '1500000');
    await expect(await canvas.findByRole('heading', { name: 'Umsókn móttekin' }, network)).toBeVisible();
    await expect(
      canvas.getByText('Umsókn um 1.500.000 kr. heimild fyrir Byggir ehf. hefur verið send.'),
    ).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
