import { expect, waitFor } from 'storybook/test';
import type { ErrorDetail } from '../widgets/core/runtime/events.ts';
import { frameSelector } from './widget-frame.tsx';

// Every error a story ends on was reported: each error it shows came with a byko-error from its
// widget (widgets/core/runtime/ui/Alert.tsx), so a new error surface that forgets to report fails
// its story. Not errors of that kind: a field's own message (.byko-field-error) and 'Ekki næg
// heimild' (.byko-insufficient), the payment's answer (spec §2), not a failure.

const errorAlerts = '[role="alert"]:not(.byko-field-error):not(.byko-insufficient)';

let heard: ErrorDetail[] = [];

/** Hears every byko-error that reaches the document (once, before the first story). */
export function listenForErrorEvents(): void {
  document.addEventListener('byko-error', (event) => heard.push(event.detail));
}

/** Forgets what earlier stories sent (before each story). */
export function forgetErrorEvents(): void {
  heard = [];
}

/** The error alerts the story's widget shows, in its shadow root. */
function shownErrors(canvasElement: HTMLElement): string[] {
  const root = canvasElement.querySelector(frameSelector)?.shadowRoot;
  return [...(root?.querySelectorAll(errorAlerts) ?? [])].map((alert) => alert.textContent ?? '');
}

/**
 * Fails the story unless at least as many byko-errors reached the document as it shows errors, each
 * naming a step and a reason. The event is sent in React's effects, just after the alert renders.
 */
export async function expectErrorEventsForShownErrors(canvasElement: HTMLElement): Promise<void> {
  const shown = shownErrors(canvasElement);
  if (shown.length === 0) return;
  await waitFor(() =>
    expect(
      heard.length,
      `byko-errors sent for the errors shown: ${shown.join(' | ')}`,
    ).toBeGreaterThanOrEqual(shown.length),
  );
  for (const detail of heard) {
    expect(detail.step).not.toBe('');
    expect(detail.reason).not.toBe('');
    expect(Number.isInteger(detail.status)).toBe(true);
  }
}
