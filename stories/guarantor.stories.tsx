import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, loginUnderHeading, playLoading, playRetryAfter } from '../.storybook/plays.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { bjarni, einar } from '../test/support/people.ts';
import { GuarantorWidget } from '../widgets/guarantor/GuarantorWidget.tsx';
import { guarantorConfirmationElement } from '../widgets/guarantor/guarantor.element.ts';
import { tag as guarantorConfirmationTag } from '../widgets/guarantor/guarantor.tag.ts';

// <byko-guarantor-confirmation> (spec §2 "Guarantor confirmation", §4 "Guarantor page", §8) in each
// of its states (loading, login, errorLoading, initial, submitting, submitted, error) against the
// sandbox (SANDBOX.md "Applications": G-1 names Einar as guarantor for Byggir ehf.).

const meta = {
  title: 'Umsóknir/Ábyrgðaraðili',
  // ASCII story ids (guarantor--initial, …) for links and tests.
  id: 'guarantor',
  component: GuarantorWidget,
  parameters: { widget: guarantorConfirmationElement },
  args: { applicationId: 'G-1' },
} satisfies Meta<typeof GuarantorWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(guarantorConfirmationTag);

async function application(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('button', { name: 'Undirrita' }, network);
  return canvas;
}

export const Login: Story = {
  name: 'login: innskráning',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Staðfesting ábyrgðaraðila');
    await expect(canvas.queryByRole('button', { name: 'Undirrita' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'loading: sæki umsókn',
  beforeEach: loggedIn(einar, { match: 'GET /api/customers/applications/guarantor/G-1', fault: 'timeout' }),
  play: playLoading('Sæki upplýsingar um ábyrgð…'),
};

export const Initial: Story = {
  name: 'initial: umsókn til undirritunar (Einar)',
  beforeEach: loggedIn(einar),
  play: async ({ canvasElement }) => {
    const canvas = await application(canvasElement);
    await expect(canvas.getByLabelText('Umsækjandi')).toHaveValue('Byggir ehf.');
    await expect(canvas.getByLabelText('Kennitala')).toHaveValue(einar.ssn);
    await expect(canvas.getByLabelText('Nafn')).toHaveValue(einar.name);
    await expect(canvas.getByLabelText('Netfang')).toHaveValue(einar.email);
    for (const label of ['Umsækjandi', 'Kennitala', 'Nafn', 'Netfang'])
      await expect(canvas.getByLabelText(label)).toHaveAttribute('readonly');
  },
};

export const NotTheGuarantor: Story = {
  name: 'errorLoading: ekki ábyrgðaraðili (Bjarni)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Þú ert ekki ábyrgðaraðili á þessari umsókn');
    await expect(canvas.getByRole('button', { name: 'Innskrá með öðrum notanda' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'errorLoading: óvænt villa',
  beforeEach: loggedIn(einar, { match: 'GET /api/customers/applications/guarantor/G-1', fault: 'malformed' }),
  play: playRetryAfter(
    'Óvent villa kom upp við að sækja upplýsingar um ábyrgð',
    async (_canvas, canvasElement) => {
      await application(canvasElement);
    },
  ),
};

export const UnknownApplication: Story = {
  name: 'errorLoading: umsókn fannst ekki',
  args: { applicationId: 'G-404' },
  beforeEach: loggedIn(einar),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Umsókn fannst ekki');
    // 'Innskrá með öðrum notanda' logs out: the login shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Innskrá með öðrum notanda' }));
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
  },
};

export const Submitting: Story = {
  name: 'submitting: undirrita',
  beforeEach: loggedIn(einar, { match: 'POST /api/customers/applications/guarantor', fault: 'timeout' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await application(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await expect(canvas.getByRole('button', { name: /Undirrita/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SignFailed: Story = {
  name: 'error: undirritun tókst ekki',
  beforeEach: loggedIn(einar, { match: 'POST /api/customers/applications/guarantor', fault: '500' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await application(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    // The application stays, with 'Undirrita' again.
    await expect(canvas.getByLabelText('Umsækjandi')).toHaveValue('Byggir ehf.');
    await expect(canvas.getByRole('button', { name: 'Undirrita' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Submitted: Story = {
  name: 'submitted: undirritun tókst',
  beforeEach: loggedIn(einar),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await application(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await expect(await canvas.findByRole('heading', { name: 'Undirritun tókst.' }, network)).toBeVisible();
    await expect(
      canvas.getByText('Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn Byggir ehf.'),
    ).toBeVisible();
  },
};
