/**
 * Google Pay behind a small client interface (DESIGN.md): the real client loads Google's pay.js;
 * the sandbox's stand-in shows a sheet of test cards. The section only knows this interface.
 */
export interface GooglePaySelection {
  /** The payment token the processor verifies. */
  token: string;
  /** e.g. 'Visa •••• 4242' */
  description: string;
}

export interface GooglePayRequest {
  amount: number;
  /** Where a stand-in may draw its sheet (the widget's shadow root). */
  container: HTMLElement;
}

export interface GooglePayClient {
  isReadyToPay(): Promise<boolean>;
  /** Resolves undefined when the person closes the sheet without choosing. */
  choose(request: GooglePayRequest): Promise<GooglePaySelection | undefined>;
}

export type GooglePayEnvironment = 'PRODUCTION' | 'TEST' | 'SANDBOX';

export interface GooglePaySettings {
  environment: GooglePayEnvironment;
  merchantId: string;
  merchantName: string;
  gateway: string;
  gatewayMerchantId: string;
  /** Where the sandbox stand-in reads its cards. */
  apiBase: string;
}

export type GooglePayClientFactory = (settings: GooglePaySettings) => Promise<GooglePayClient>;

/** The spec's card settings (§9): IS, ISK, Mastercard and Visa, PAN_ONLY, prepaid and credit allowed. */
export const googlePayCardSettings = {
  countryCode: 'IS',
  currencyCode: 'ISK',
  allowedCardNetworks: ['MASTERCARD', 'VISA'],
  allowedAuthMethods: ['PAN_ONLY'],
  allowPrepaidCards: true,
  allowCreditCards: true,
} as const;

/** Picks the client: the stand-in only for the sandbox; each is its own chunk, loaded on demand. */
export const createGooglePayClient: GooglePayClientFactory = async (settings) => {
  if (settings.environment === 'SANDBOX') {
    const { createSandboxGooglePayClient } = await import('./sandbox-client.ts');
    return createSandboxGooglePayClient(settings);
  }
  const { createGoogleGooglePayClient } = await import('./google-client.ts');
  return createGoogleGooglePayClient(settings);
};
