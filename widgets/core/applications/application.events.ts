import type { CommonEvents } from '../events.ts';

/**
 * Every application element's events (DESIGN.md principle 6): `byko-submitted` with what was
 * applied for (the flow's request, never the token), and the cancelable `byko-navigate`.
 */
export type ApplicationEvents<Submitted> = CommonEvents & {
  'byko-submitted': Submitted;
};
