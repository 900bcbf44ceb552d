/** Texts the ui primitives show themselves. */
export const uiMessages = {
  loading: 'Hleð…',
  busy: 'Augnablik…',
  retry: 'Reyna aftur',
  cancel: 'Hætta við',
} as const;
