import { configure, prettyDOM, waitFor, within } from 'storybook/test';
import { frameSelector } from './widget-frame.tsx';

/** A sandbox round trip (and any lazy chunk), with room for a busy machine: `findBy…` options. */
export const network = { timeout: 5000 };

/**
 * Testing Library queries bound to the story's widget, inside the frame's shadow root (where
 * `canvas` from the play context cannot see). Waits until the widget has rendered there.
 */
export async function widgetCanvas(canvasElement: HTMLElement) {
  const root = await waitFor(() => {
    const shadowRoot = canvasElement.querySelector(frameSelector)?.shadowRoot;
    if (!shadowRoot?.firstElementChild) throw new Error('The widget frame has not rendered yet');
    return shadowRoot;
  });
  return within(root as unknown as HTMLElement);
}

export type WidgetCanvas = Awaited<ReturnType<typeof widgetCanvas>>;

/** The input (or textarea: a comment) with this label; throws when the label is on something else. */
export function inputLabelled(canvas: WidgetCanvas, label: string): HTMLInputElement | HTMLTextAreaElement {
  const found = canvas.getByLabelText(label);
  if (!(found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement))
    throw new Error(`no input labelled ${label}`);
  return found;
}

/**
 * Whether the element has the focus inside the widget's shadow root (jest-dom's toHaveFocus reads
 * the document's activeElement, which is the shadow host).
 */
export function hasFocus(element: HTMLElement): boolean {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.activeElement === element;
}

/**
 * A failed query prints its container with prettyDOM, which refuses a ShadowRoot ('Expected an
 * element or document'): that would hide the real failure. Print a shadow root's children instead.
 */
export function printShadowRootsInQueryErrors(): void {
  configure({
    getElementError: (message, container) => {
      const nodes = container instanceof ShadowRoot ? [...container.children] : [container];
      const error = new Error([message, ...nodes.map((node) => prettyDOM(node) || '')].join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}

function destinationOf(event: Event): string | undefined {
  return event instanceof CustomEvent ? String(event.detail?.to) : undefined;
}

/** Every byko-navigate the story's widget sends (its `to`), as they come: the frame handles them. */
export function navigationsFrom(canvasElement: HTMLElement): string[] {
  const destinations: string[] = [];
  canvasElement.addEventListener('byko-navigate', (event) => {
    const to = destinationOf(event);
    if (to !== undefined) destinations.push(to);
  });
  return destinations;
}

/**
 * Every byko-navigate's `to` since `recordNavigations` started, for the story that redirects as
 * it renders (the login redirect comes at once, before play could listen).
 */
export const navigatedTo: string[] = [];

/** A story's beforeEach: records byko-navigate into `navigatedTo` from before the widget renders; returns the cleanup. */
export function recordNavigations(): () => void {
  navigatedTo.splice(0);
  const record = (event: Event) => {
    const to = destinationOf(event);
    if (to !== undefined) navigatedTo.push(to);
  };
  document.addEventListener('byko-navigate', record);
  return () => document.removeEventListener('byko-navigate', record);
}
