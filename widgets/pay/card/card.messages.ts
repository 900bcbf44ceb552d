import { icelandicMonthNames } from '../../core/runtime/format.ts';

/** Texts of the card form (spec §2 Card form, §5 Card). */
export const cardMessages = {
  // Card (spec §5)
  cardholder: 'Nafn korthafa',
  cardNumber: 'Kortanúmer',
  cardNumberLength: 'Kortanúmer á að vera 16 stafa langt.',
  cardNumberDigits: 'Kortanúmer má eingöngu innihalda tölustafi.',
  cardNumberInvalid: 'Kortanúmer er ekki gilt.',
  /** What the month and year selects share, shown once above them; each keeps its full name. */
  expiry: 'Gildir til',
  expiryMonth: 'Gildir til, mánuður',
  expiryYear: 'Gildir til, ár',
  monthPlaceholder: 'Mánuður',
  /** The expiry month select's names, January first (core's, which the runtime has anyway). */
  months: icelandicMonthNames,
  yearPlaceholder: 'Ár',
  chooseMonth: 'Veldu mánuð.',
  chooseYear: 'Veldu ár.',
  expired: 'Kort er útrunnið',
  cvc: 'Öryggiskóði (CVC)',
  /** What the CVC holds, said before it is typed: spec §5 shows it no validation. */
  cvcHint: '3 tölustafir aftan á kortinu',
  visa: 'Visa',
  mastercard: 'Mastercard',
  /** Before the brand marks, which say the rest. */
  brandsLead: 'Tekið er við',
  brands: 'Visa og Mastercard',
  secureLead: 'Örugg greiðsla:',
  secure: 'kortið er staðfest hjá útgefanda þess með 3-D Secure.',
  /** Next to 'Borga' while something it needs is not there yet: `missing` in the accusative. */
  fillIn: (missing: string) => `Fylltu út ${missing} til að greiða.`,
  missingNumber: 'kortanúmer',
  missingExpiry: 'gildistíma',
} as const;
