import { logInAs } from '../test/support/in-page.ts';
import type { TestPerson } from '../test/support/people.ts';
import { addFault, type Fault } from './sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from './widget-canvas.ts';

// What the application stories share: before a story renders, a person of SANDBOX.md logged in (the
// preview's reset logged everyone out) and the faults that hold or break a request for that state;
// in play, the form once it has loaded.

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
