import {
  type CardOutcome,
  type Payment,
  type PaymentMethodCode,
  payments,
  type Receipt,
} from './fixtures.ts';

// The payment flow's memory: payments as they change, 3-D Secure sessions, signing documents.

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

export class PayState {
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
  readonly #now: () => Date;

  /** `now`: the sandbox's clock (receipts are dated by it). */
  constructor(now: () => Date) {
    this.#now = now;
    this.reset();
  }

  reset(): void {
    this.payments.clear();
    this.threeDsSessions.clear();
    this.signingDocuments.clear();
    this.creditConsents.clear();
    this.receiptFirstAskedAt.clear();
    for (const payment of payments) this.payments.set(payment.paymentId, structuredClone(payment));
  }

  /**
   * Marks a payment paid (once) and makes its receipt: dated now, one item for the whole amount.
   * A payment that is already paid keeps its receipt.
   */
  markPaid(paymentId: string, paymentMethod: PaymentMethodCode): void {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.isPaid) return;
    const receipt: Receipt = {
      dateCreated: this.#now().toISOString(),
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
}
