import * as v from 'valibot';
import { type ThreeDsMessage, threeDsMessageSchema } from '../pay.requests.ts';

// What only the open 3-D Secure dialog needs: it loads with the dialog (AttemptOutcome), not with
// the card page.

/**
 * A message from the 3-D Secure page, or undefined when it must be ignored: from another window
 * (any other frame, a forged postMessage), from another origin, or not one of the three messages.
 */
export function acceptThreeDsMessage(
  event: { source: unknown; origin: string; data: unknown },
  expected: { source: unknown; origin: string },
): ThreeDsMessage | undefined {
  if (expected.source === null || expected.source === undefined || event.source !== expected.source)
    return undefined;
  if (event.origin !== expected.origin) return undefined;
  const data = typeof event.data === 'string' ? parseJson(event.data) : event.data;
  const parsed = v.safeParse(threeDsMessageSchema, data);
  return parsed.success ? parsed.output : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The popup's size (spec §9): at most 700×500, 90 % of the window's width, 80 % of its height. */
export function popupSize(viewport: { width: number; height: number }): { width: number; height: number } {
  return {
    width: Math.floor(Math.min(700, viewport.width * 0.9)),
    height: Math.floor(Math.min(500, viewport.height * 0.8)),
  };
}
