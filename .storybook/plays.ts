import { expect, within } from 'storybook/test';
import { network, type WidgetCanvas, widgetCanvas } from './widget-canvas.ts';

// What many stories' play functions check alike: the spinner while a load is held, the alert of a
// failure, and the alert's 'Reyna aftur' that loads again.

interface PlayContext {
  canvasElement: HTMLElement;
  userEvent: { click(element: Element): Promise<void> };
}

/** The widget's login under its heading: the h1 says `heading`, the login's 'Innskrá' shows. Answers the canvas. */
export async function loginUnderHeading(canvasElement: HTMLElement, heading: string): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, network)).toBeVisible();
  await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
  return canvas;
}

/** The widget's spinner (role status) once it shows: it says `text`. */
export async function spinnerSays(canvas: WidgetCanvas, text: string): Promise<void> {
  await expect(await canvas.findByRole('status', {}, network)).toHaveTextContent(text);
}

/** The widget's alert (role alert) once it shows: it says `message`. */
export async function alertSays(canvas: WidgetCanvas, message: string): Promise<void> {
  await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent(message);
}

/** The widget's alert says `message` and offers 'Reyna aftur'. */
export async function alertWithRetry(canvas: WidgetCanvas, message: string): Promise<void> {
  await alertSays(canvas, message);
  await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
}

/** A story's play for a failure the person may retry: the alert says `message` and offers 'Reyna aftur'. */
export function playAlertWithRetry(
  message: string,
): (context: { canvasElement: HTMLElement }) => Promise<void> {
  return async ({ canvasElement }) => {
    await alertWithRetry(await widgetCanvas(canvasElement), message);
  };
}

/**
 * A story's play while what the widget loads is held (its beforeEach holds it): the spinner says
 * `text`; `notYet`: what the loaded view shows (a role, with its name if given), not there meanwhile.
 */
export function playLoading(
  text: string,
  notYet?: { role: string; name?: string },
): (context: { canvasElement: HTMLElement }) => Promise<void> {
  return async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await spinnerSays(canvas, text);
    if (notYet === undefined) return;
    const query = notYet.name === undefined ? {} : { name: notYet.name };
    await expect(canvas.queryByRole(notYet.role, query)).not.toBeInTheDocument();
  };
}

/**
 * A story's play for a load that failed (its beforeEach breaks it once): the alert says `message`,
 * its 'Reyna aftur' loads again, and `reloaded` checks what then shows.
 */
export function playRetryAfter(
  message: string,
  reloaded: (canvas: WidgetCanvas, canvasElement: HTMLElement) => Promise<unknown>,
): (context: PlayContext) => Promise<void> {
  return async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, message);
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await reloaded(canvas, canvasElement);
  };
}

/**
 * A long form's error summary, once a submit has shown it ('Laga þarf eftirfarandi:'), and the
 * texts of its links as they are at each call.
 */
export async function errorSummary(
  canvas: WidgetCanvas,
): Promise<{ summary: HTMLElement; links: () => (string | null)[] }> {
  const summary = await canvas.findByRole('region', { name: 'Laga þarf eftirfarandi:' });
  const links = () =>
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
  return { summary, links };
}

/** A list's terms and values as shown, term by term (white space, the no-break space too, as one space). */
export function termsOf(list: Element): Record<string, string> {
  const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      plain(term.textContent),
      plain(term.nextElementSibling?.textContent ?? null),
    ]),
  );
}

/** The skeleton parts of the loading shape a status sits in (the nearest block that draws parts). */
export function skeletonPartsAround(status: HTMLElement): HTMLElement[] {
  let block: HTMLElement | null = status;
  while (block && !block.querySelector('.byko-skeleton-part')) block = block.parentElement;
  return [...(block?.querySelectorAll<HTMLElement>('.byko-skeleton-part') ?? [])];
}

/** The names of those parts, in order ('heading', 'line', 'field', …). */
export function shapeAround(status: HTMLElement): (string | undefined)[] {
  return skeletonPartsAround(status).map((part) => part.dataset.part);
}
