import {
  type CardOutcome,
  type Payment,
  type PaymentMethodCode,
  type Person,
  payments,
  people,
  type Receipt,
} from './fixtures.ts';

// The sandbox's memory. One SandboxState per app (createSandboxApp): tests get a fresh one each,
// `npm start` and Storybook keep theirs for the life of the process or page. Everything here can be
// put back to the seed with reset().

/** A code shown to the person while the e-ID login waits for them (phone or app). */
export interface IssuedCode {
  readonly kind: 'phone' | 'app';
  readonly code: string;
  /** Who the code was issued to: a national phone number (phone) or a kennitala (app). */
  readonly subject: string;
  /** Real time (Date.now()), not the sandbox clock: the confirmation delay is measured in real time. */
  readonly issuedAt: number;
}

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  /** The JSON body, or null when there was none or it was not JSON (null until it has been read). */
  body: unknown;
  /** The answer's status; 0 while the request is still being answered (e.g. held by a timeout fault). */
  status: number;
}

export const faultKinds = ['500', '401', '404', 'timeout', 'malformed', 'reason'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface PendingFault {
  /** `<METHOD> <path prefix>`, method in capitals. */
  readonly match: string;
  readonly fault: FaultKind;
  /** Undefined: the fault kind's default reason. */
  readonly reason: string | undefined;
  /** How many more matching requests fail. */
  times: number;
}

/** What a 3-D Secure session is for: a card (its details as sent) or a Google Pay token. */
export type PaymentInstrument =
  | {
      readonly kind: 'card';
      readonly cardNumber: string;
      readonly expirationMonth: string;
      readonly expirationYear: string;
      readonly cvc: string;
    }
  | { readonly kind: 'google-pay'; readonly token: string };

/**
 * A 3-D Secure session, made by verify. `issued` while the challenge waits; `passed` after Staðfesta
 * for a card whose challenge passes; `failed` (Staðfesta on the failing card) or `cancelled` (Hætta við);
 * `used` once pay has taken it.
 */
export interface ThreeDsSession {
  readonly id: string;
  readonly paymentId: string;
  readonly instrument: PaymentInstrument;
  /** Shown on the challenge page: 'Visa •••• 4242'. */
  readonly cardLabel: string;
  readonly outcome: CardOutcome;
  status: 'issued' | 'passed' | 'failed' | 'cancelled' | 'used';
}

/** An instalment agreement (pay-with-partial-payment) waiting to be signed at /sandbox/signing/{id}. */
export interface SigningDocument {
  readonly documentId: string;
  readonly paymentId: string;
  /** The kennitala of the person who signs (the logged-in person, else the payer). */
  readonly ssn: string;
  readonly phone: string;
  readonly email: string;
  readonly paymentCount: number;
  signed: boolean;
}

export class SandboxState {
  /** By authId (phone) or authHash (app). */
  readonly authCodes = new Map<string, IssuedCode>();
  /** Token → kennitala. */
  readonly tokens = new Map<string, string>();
  readonly requests: LoggedRequest[] = [];
  readonly faults: PendingFault[] = [];
  /** By paymentId; copies, so that paying one changes this state and not the seed. */
  readonly payments = new Map<string, Payment>();
  /** By session id (the verificationData). */
  readonly threeDsSessions = new Map<string, ThreeDsSession>();
  /** By documentId. */
  readonly signingDocuments = new Map<string, SigningDocument>();
  /** Payments (demo-nocredit) whose payer has allowed the credit-info check. */
  readonly creditConsents = new Set<string>();
  /** paymentId → when its receipt was first asked for (real time), for the late receipt. */
  readonly receiptFirstAskedAt = new Map<string, number>();
  // People are state too: a later sign-up may make Dagný a customer until the next reset.
  #people: Person[] = [];
  #fixedNow: number | null = null;

  constructor() {
    this.reset();
  }

  /** Restores the seed: no codes, tokens, logged requests or faults, and the clock runs free. */
  reset(): void {
    this.authCodes.clear();
    this.tokens.clear();
    this.requests.length = 0;
    this.faults.length = 0;
    this.payments.clear();
    this.threeDsSessions.clear();
    this.signingDocuments.clear();
    this.creditConsents.clear();
    this.receiptFirstAskedAt.clear();
    for (const payment of payments) this.payments.set(payment.paymentId, structuredClone(payment));
    this.#people = people.map((person) => structuredClone(person));
    this.#fixedNow = null;
  }

  /** "Now" for business rules (due dates, the 14:00 rule): the fixed time if one is set. */
  now(): Date {
    return new Date(this.#fixedNow ?? Date.now());
  }

  get isClockFixed(): boolean {
    return this.#fixedNow !== null;
  }

  /** Fixes "now" at the given moment, or lets it run with the real clock again (null). */
  setClock(at: Date | null): void {
    this.#fixedNow = at === null ? null : at.getTime();
  }

  /**
   * Marks a payment paid (once) and makes its receipt: dated now, one item for the whole amount.
   * A payment that is already paid keeps its receipt.
   */
  markPaid(paymentId: string, paymentMethod: PaymentMethodCode): void {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.isPaid) return;
    const receipt: Receipt = {
      dateCreated: this.now().toISOString(),
      paymentMethod,
      items: [
        {
          salesOrderReceiptItemId: `${paymentId}-1`,
          name: `Greiðsla ${paymentId}`,
          amount: 1,
          itemId: '',
          customerPrice: payment.amount,
        },
      ],
    };
    this.payments.set(paymentId, { ...payment, isPaid: true, receipt });
  }

  get people(): readonly Person[] {
    return this.#people;
  }

  personWithSsn(ssn: string): Person | undefined {
    return this.#people.find((person) => person.ssn === ssn);
  }

  /** Accepts the national number or it with the country code (+354 or 00354). */
  personWithPhone(phone: string): Person | undefined {
    const national = nationalPhone(phone);
    return this.#people.find((person) => person.phone === national);
  }

  personWithToken(token: string): Person | undefined {
    const ssn = this.tokens.get(token);
    return ssn === undefined ? undefined : this.personWithSsn(ssn);
  }
}

/** Strips Iceland's country code, so '+3548201234' and '8201234' are the same phone. */
export function nationalPhone(phone: string): string {
  const match = /^(?:\+|00)354(\d{7})$/.exec(phone);
  return match?.[1] ?? phone;
}
