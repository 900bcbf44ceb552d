import type { GooglePaySettings } from './settings.ts';

/**
 * Google Pay behind a small client interface (DESIGN.md): the client loads pay.js (Google's, or the
 * one the page's `byko-google-pay-script` names) and asks it. The section only knows this interface.
 */
export interface GooglePaySelection {
  /** The payment token the processor verifies. */
  token: string;
  /** e.g. 'Visa •••• 4242' */
  description: string;
}

export interface GooglePayRequest {
  amount: number;
}

export interface GooglePayClient {
  isReadyToPay(): Promise<boolean>;
  /** Resolves undefined when the person closes the sheet without choosing. */
  choose(request: GooglePayRequest): Promise<GooglePaySelection | undefined>;
}

export type GooglePayClientFactory = (settings: GooglePaySettings) => Promise<GooglePayClient>;

/**
 * The page's Content-Security-Policy refused Google Pay (its pay.js, its sheet or its calls): it
 * cannot work on this page. `blockedBy` is byko-error's reason (policy-violations.ts).
 */
export class GooglePayBlocked extends Error {
  override readonly name = 'GooglePayBlocked';
  constructor(readonly blockedBy: string) {
    super(blockedBy);
  }
}

/** The spec's card settings (§9): IS, ISK, Mastercard and Visa, PAN_ONLY, prepaid and credit allowed. */
export const googlePayCardSettings = {
  countryCode: 'IS',
  currencyCode: 'ISK',
  allowedCardNetworks: ['MASTERCARD', 'VISA'],
  allowedAuthMethods: ['PAN_ONLY'],
  allowPrepaidCards: true,
  allowCreditCards: true,
} as const;
