// The login's own seed (SANDBOX.md): the e-ID login that is refused. The people are shared (../people.ts).

/** The e-ID login that the person cancels on their phone or in the app. */
export const refusedLogin = {
  phone: '8209999',
  ssn: '3009906069',
  reason: 'Notandi hætti við auðkenningu',
} as const;
