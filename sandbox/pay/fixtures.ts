import { paymentMethodCodes } from '../../widgets/pay/pay.api.ts';
import { anna, bjarni } from '../people.ts';

// The payment flow's seed (SANDBOX.md): payments, receipts, test cards, the Google Pay stand-in's
// cards and the instalment terms, as plain constants. State (state.ts) starts from copies.

/** Spec §4 "Payment method codes": the widgets' own table. */
export const PaymentMethod = paymentMethodCodes;
export type PaymentMethodCode = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export interface ReceiptItem {
  readonly salesOrderReceiptItemId: string;
  readonly name: string;
  /** The quantity (the spec's field name). */
  readonly amount: number;
  readonly itemId: string;
  readonly customerPrice: number;
}

export interface Receipt {
  readonly dateCreated: string;
  readonly paymentMethod: PaymentMethodCode;
  readonly items: readonly ReceiptItem[];
}

/**
 * What a payment does beyond the plain flow:
 * - `needs-credit-consent`: instalments answer 'Ekki næg heimild' until creditInfoCheckApproved is true;
 * - `receipt-late`: the receipt fails until `lateReceiptMs` (3 s) after it is first asked for; the status
 *   says paid only from then on.
 */
export type PaymentBehaviour = 'plain' | 'needs-credit-consent' | 'receipt-late';

export interface Payment {
  readonly paymentId: string;
  readonly amount: number;
  readonly allowedPaymentMethods: readonly PaymentMethodCode[];
  /**
   * How `GET /api/payment` writes allowedPaymentMethods: as a list, or (`number`, one method only) as
   * that single number. The retailer's API does both; the client must accept both (SANDBOX.md).
   */
  readonly allowedPaymentMethodsAs: 'list' | 'number';
  readonly origin: 'Web' | 'App';
  /** The person the payment is for (name, phone, e-mail come from `people`); null when anonymous. */
  readonly payerSsn: string | null;
  readonly redirectUrl: string | null;
  readonly isEditingAmountAllowed: boolean;
  readonly isPaid: boolean;
  readonly insufficientCredit: boolean;
  readonly behaviour: PaymentBehaviour;
  readonly receipt: Receipt | null;
}

const unpaid = {
  allowedPaymentMethodsAs: 'list',
  payerSsn: null,
  redirectUrl: null,
  isEditingAmountAllowed: false,
  isPaid: false,
  insufficientCredit: false,
  behaviour: 'plain',
  receipt: null,
} as const satisfies Partial<Payment>;

export const payments: readonly Payment[] = [
  {
    ...unpaid,
    paymentId: 'demo-card',
    amount: 24_990,
    allowedPaymentMethods: [1],
    allowedPaymentMethodsAs: 'number',
    origin: 'Web',
  },
  { ...unpaid, paymentId: 'demo-app', amount: 12_500, allowedPaymentMethods: [1], origin: 'App' },
  {
    ...unpaid,
    paymentId: 'demo-redirect',
    amount: 8_900,
    allowedPaymentMethods: [1],
    origin: 'Web',
    redirectUrl: '/',
  },
  {
    ...unpaid,
    paymentId: 'demo-away',
    amount: 7_500,
    allowedPaymentMethods: [1],
    origin: 'Web',
    // The retailer's own site, another origin than the pages: followed only where the page allows it.
    redirectUrl: 'https://www.byko.is/takk-fyrir',
  },
  {
    ...unpaid,
    paymentId: 'demo-slip',
    amount: 45_000,
    allowedPaymentMethods: [2],
    origin: 'Web',
    payerSsn: anna.ssn,
  },
  {
    ...unpaid,
    paymentId: 'demo-instalment',
    amount: 350_000,
    allowedPaymentMethods: [0],
    origin: 'Web',
    payerSsn: anna.ssn,
  },
  {
    ...unpaid,
    paymentId: 'demo-instalment-app',
    amount: 350_000,
    allowedPaymentMethods: [0],
    origin: 'App',
    payerSsn: bjarni.ssn,
  },
  {
    ...unpaid,
    paymentId: 'demo-nocredit',
    amount: 600_000,
    allowedPaymentMethods: [0],
    origin: 'Web',
    payerSsn: bjarni.ssn,
    behaviour: 'needs-credit-consent',
  },
  { ...unpaid, paymentId: 'demo-all', amount: 150_000, allowedPaymentMethods: [0, 1, 2], origin: 'Web' },
  {
    ...unpaid,
    paymentId: 'demo-insufficient',
    amount: 2_500_000,
    allowedPaymentMethods: [0],
    origin: 'Web',
    insufficientCredit: true,
  },
  {
    ...unpaid,
    paymentId: 'demo-paid',
    amount: 31_480,
    allowedPaymentMethods: [1],
    origin: 'Web',
    isPaid: true,
    receipt: {
      dateCreated: '2025-11-03T14:12:00Z',
      paymentMethod: 1,
      items: [
        {
          salesOrderReceiptItemId: 'R-1',
          name: 'Pallaolía 3 l',
          amount: 2,
          itemId: '7000101',
          customerPrice: 6_990,
        },
        {
          salesOrderReceiptItemId: 'R-2',
          name: 'Pensill 100 mm',
          amount: 1,
          itemId: '7000102',
          customerPrice: 1_500,
        },
        {
          salesOrderReceiptItemId: 'R-3',
          name: 'Pallaskrúfur 500 stk.',
          amount: 2,
          itemId: '7000103',
          customerPrice: 8_000,
        },
      ],
    },
  },
  {
    ...unpaid,
    paymentId: 'demo-receipt-late',
    amount: 5_990,
    allowedPaymentMethods: [1],
    origin: 'Web',
    isPaid: true,
    behaviour: 'receipt-late',
    receipt: {
      dateCreated: '2025-11-03T15:40:00Z',
      paymentMethod: 1,
      items: [
        {
          salesOrderReceiptItemId: 'R-4',
          name: 'Ljósapera E27',
          amount: 1,
          itemId: '7000201',
          customerPrice: 5_990,
        },
      ],
    },
  },
];

/** The instalment terms of SANDBOX.md (interest per payment, the fee from NoticeAmount). */
export const instalmentTerms = { annualInterestPercent: 12.5, noticeAmount: 495 } as const;

/** The reasons of the payment calls (routes.ts, pages.ts). */
export const paymentReasons = {
  paymentNotFound: 'Greiðsla fannst ekki',
  alreadyPaid: 'Greiðsla hefur þegar verið greidd',
  methodNotAllowed: 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna',
  cardNumberInvalid: 'Kortanúmer er ekki gilt.',
  cardExpired: 'Kort er útrunnið',
  googlePayTokenInvalid: 'Ógilt Google Pay auðkenni',
  noCardGiven: 'Kortaupplýsingar vantar',
  twoCardsGiven: 'Sendið annaðhvort kortaupplýsingar eða Google Pay auðkenni, ekki hvort tveggja',
  virtualCardUnsupported: 'Vistuð kort eru ekki í boði í sandkassanum',
  verificationNotFound: 'Auðkenning fannst ekki',
  challengeCancelled: 'Hætt var við auðkenningu',
  challengeUnreachable: 'Ekki náðist samband við auðkenningarþjónustu',
  notYourPayment: 'Greiðslan er ekki skráð á þig',
  insufficientCredit: 'Ekki næg heimild',
  notYourPhone: 'Greiðsluseðillinn er ekki á þínu símanúmeri',
  documentNotFound: 'Skjal fannst ekki',
  receiptNotFound: 'Kvittun fannst ekki',
  receiptNotReady: 'Kvittun er ekki tilbúin',
} as const;

/** `GET /api/payment/status/{id}` for a paid payment (spec §7), and for any other. */
export const paymentPaidStatus = 'Nú þegar greitt';
export const paymentUnpaidStatus = 'Ógreitt';

// ---------------------------------------------------------------------------------------------
// Cards and the Google Pay stand-in.

/** What happens to a card: paid after the 3-D Secure challenge, declined at pay, or failed at the challenge. */
export type CardOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'declined'; readonly reason: string }
  | { readonly kind: 'challenge-fails'; readonly errorMessage: string };

export interface TestCard {
  /** Sixteen digits, no spaces. */
  readonly number: string;
  readonly brand: 'Visa' | 'Mastercard';
  readonly outcome: CardOutcome;
}

const declined: CardOutcome = { kind: 'declined', reason: 'Kortinu var hafnað' };

export const cards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: { kind: 'paid' } },
  { number: '5555555555554444', brand: 'Mastercard', outcome: { kind: 'paid' } },
  { number: '4000000000000002', brand: 'Visa', outcome: declined },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: { kind: 'challenge-fails', errorMessage: 'Auðkenning korts mistókst' },
  },
];

/** A card in the Google Pay stand-in's sheet (`GET /sandbox/google-pay/cards`). */
export interface GooglePayCard {
  /** What the widget sends as googlePayToken. */
  readonly token: string;
  readonly description: string;
  readonly network: 'VISA' | 'MASTERCARD';
  readonly outcome: CardOutcome;
}

export const googlePayCards: readonly GooglePayCard[] = [
  {
    token: 'sandbox-gpay-visa-4242',
    description: 'Visa •••• 4242',
    network: 'VISA',
    outcome: { kind: 'paid' },
  },
  {
    token: 'sandbox-gpay-mastercard-4444',
    description: 'Mastercard •••• 4444',
    network: 'MASTERCARD',
    outcome: declined,
  },
];
