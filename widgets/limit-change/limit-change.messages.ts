/**
 * Every Icelandic string of the credit limit change (spec §2 "Limit change", §8). The shared labels
 * (phone, e-mail, 'Sækja um', the account-status failure, 'Sækja um reikningsviðskipti',
 * 'Hámarksheimild', the requested limit above it, the /vidskipti login's reason) are core's
 * `applicationMessages`.
 */
export const limitChangeMessages = {
  heading: 'Breyting á heimild',
  accountNumber: 'Reikningsnúmer',
  currentLimit: 'Núverandi heimild',
  requestedLimit: 'Umbeðin heimild',
  requestedLimitHint: (max: string) => `Heil krónutala, að hámarki ${max}`,
  /** Spec §6: not a customer, on the way to the account application. */
  notCustomer: 'Þú ert ekki í reikningsviðskiptum hjá BYKO. Sæktu fyrst um reikningsviðskipti.',
  successHeading: 'Umsókn um breytingu heimildar samþykkt',
  newLimit: (amount: string) => `Ný heimild: ${amount}`,
  closeApp: 'Loka og fara aftur í appið',
} as const;
