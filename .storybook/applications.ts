import { expect, waitFor, within } from 'storybook/test';
import { logInAs } from '../test/support/in-page.ts';
import type { TestPerson } from '../test/support/people.ts';
import { addFault, type Fault } from './sandbox.ts';
import { inputLabelled, network, type WidgetCanvas, widgetCanvas } from './widget-canvas.ts';

// What the application stories share: before a story renders, a person of docs/sandbox.md logged in
// (the preview's reset logged everyone out) and the faults that hold or break a request for that state;
// in play, the form once it has loaded, the form while it is sent, and the trading applications'
// 'Reikningur nú þegar til'.

/** A story's beforeEach: the person logged in (`logInAs`), then each fault armed in turn. */
export function loggedIn(person: Pick<TestPerson, 'phone'>, ...faults: Fault[]): () => Promise<void> {
  return async () => {
    await logInAs(person);
    for (const fault of faults) await addFault(fault);
  };
}

/** The widget's canvas once its form shows: 'Sækja um' is there (what the form needs has loaded). */
export async function applicationForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('button', { name: 'Sækja um' }, network);
  return canvas;
}

/**
 * The form after 'Sækja um', while the server holds the application: the button busy, its spinner
 * saying 'Sendi umsókn…', and the field labelled `field` disabled meanwhile.
 */
export async function expectSending(canvas: WidgetCanvas, field: string): Promise<void> {
  const button = canvas.getByRole('button', { name: /Sækja um/ });
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  await expect(inputLabelled(canvas, field)).toBeDisabled();
  await expect(within(button).getByRole('status')).toHaveTextContent('Sendi umsókn…');
}

/**
 * A trading application's story (account, cash) for Bjarni, on account already: 'Reikningur nú þegar
 * til' in place of the form, with its link to the limit change.
 */
export async function playAccountExists({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const canvas = await widgetCanvas(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Reikningur nú þegar til' }, network),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Sækja um breytingu á heimild' })).toHaveAttribute(
    'href',
    '/vidskipti/umsokn-heimild',
  );
  await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
}
