/**
 * Every Icelandic string of the credit limit change (spec §2 "Limit change", §8). The shared labels
 * (phone, e-mail, 'Sækja um', the account-status failure, 'Sækja um reikningsviðskipti') are core's
 * `applicationMessages`.
 */
export const limitChangeMessages = {
  heading: 'Breyting á heimild',
  /** The reason of the login shown in the element when it has no `login-path`. */
  loginReason: 'Innskráning fyrir reikningsviðskipti',
  accountNumber: 'Reikningsnúmer',
  currentLimit: 'Núverandi heimild',
  maxLimit: 'Hámarksheimild',
  requestedLimit: 'Umbeðin heimild',
  requestedLimitHint: (max: string) => `Heil krónutala, að hámarki ${max}`,
  /** The requested limit above the person's max (the sandbox answers the same reason). */
  aboveMax: 'Umbeðin heimild er hærri en hámark',
  /** Spec §6: not a customer, on the way to the account application. */
  notCustomer: 'Þú ert ekki í reikningsviðskiptum hjá BYKO. Sæktu fyrst um reikningsviðskipti.',
  successHeading: 'Umsókn um breytingu heimildar samþykkt',
  newLimit: (amount: string) => `Ný heimild: ${amount}`,
  closeApp: 'Loka og fara aftur í appið',
} as const;
