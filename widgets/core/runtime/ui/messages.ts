import { requiredMessage } from '../field-kind.ts';

/** Texts the runtime shows itself: the ui primitives', and a refused call's (http.ts). */
export const uiMessages = {
  /** An empty required field's message (field-kind.ts), which the card page shows too. */
  required: requiredMessage,
  loading: 'Hleð…',
  busy: 'Augnablik…',
  retry: 'Reyna aftur',
  cancel: 'Hætta við',
  /** A call the page's Content-Security-Policy refused (http.ts): the customer cannot mend it. */
  blockedByPage:
    'Ekki náðist samband við BYKO því vefsíðan leyfir það ekki. Vinsamlegast hafið samband við BYKO.',
} as const;
