import { formatIsk } from '../core/runtime/format.ts';
import { loanBounds } from './loan.api.ts';
import { loanDays } from './loan-terms.ts';

/**
 * Every text of the construction-loan application (spec §2 "Loan pages", §5, §8, §9). The fields
 * every application shares ('Nafn', 'Símanúmer', 'Sækja um', …), the account-status failure
 * (§8) and the link to the account application are core's `applicationMessages`.
 */
export const loanMessages = {
  heading: 'Umsókn um framkvæmdalán',
  /** Spec §2: the loan pages' subtitle. */
  subtitle: 'Framkvæmdalán einstaklinga',
  loginReason: 'Innskráning fyrir framkvæmdalán',
  loading: 'Sæki lánsheimild…',

  // The account (spec §2: balance, available credit, credit limit)
  accountHeading: 'Staða reiknings',
  balance: 'Staða',
  availableCredit: 'Laus heimild',
  creditLimit: 'Heimild',
  usableAmount: 'Hægt að sækja um allt að',

  // No account trading (Anna and Einar: accountStatus null; Dagný: 404 'Ekki í viðskiptum')
  noAccountHeading: 'Reikningsviðskipti vantar',
  noAccountText:
    'Framkvæmdalán er bókað á viðskiptareikning. Til að sækja um framkvæmdalán þarftu fyrst að vera í reikningsviðskiptum.',
  /** A trading customer whose usable amount is below the smallest loan. */
  noRoom: (usable: string) =>
    `Laus lánsheimild þín er ${usable}, en framkvæmdalán er að lágmarki ${formatIsk(loanBounds.min)} Því er ekki hægt að sækja um framkvæmdalán að svo stöddu.`,

  // The form (spec §2, §5)
  amount: 'Upphæð láns',
  /** Spec §5: the placeholder names the smallest loan, in Icelandic as every other text here. */
  amountPlaceholder: `Lágmark ${formatIsk(loanBounds.min)}`,
  /** The one range on the screen: the smallest loan to the most this person may apply for. */
  amountHint: (highest: string) => `Frá ${formatIsk(loanBounds.min)} til ${highest}`,
  description: 'Lýsing framkvæmdar',
  descriptionHint: 'Til hvers er lánið, t.d. endurnýjun baðherbergis.',
  amountTooLow: `Lágmarksupphæð framkvæmdaláns er ${formatIsk(loanBounds.min)}`,
  amountTooHigh: (highest: string) => `Hæsta upphæð sem þú getur sótt um er ${highest}`,

  // Fees (spec §9: 3.5 % plus 24 % VAT; the payment fee from NoticeAmount)
  feesHeading: 'Kostnaður',
  fee: 'Lántökugjald (3,5%)',
  vat: 'VSK af lántökugjaldi (24%)',
  feeWithVat: 'Lántökugjald með VSK',
  paymentFee: 'Greiðslugjald',
  totalCost: 'Kostnaður alls',
  /**
   * The other text, for an amount outside 200 000 – 2 000 000 kr. (spec §2). It names no range of
   * its own: the field's hint holds the one range the person may apply within.
   */
  outsideBounds: 'Kostnaður birtist þegar þú slærð inn upphæð innan marka.',
  feeNote: 'Lántökugjald og greiðslugjald bætast við lánið á viðskiptareikningi.',

  // Dates (spec §1, §9: 90 days interest-free, withdrawal period 90 days, final due date day 95)
  datesHeading: 'Tímabil og gjalddagar',
  interestFree: 'Vaxtalaust tímabil',
  interestFreeValue: (from: string, to: string) => `${loanDays.interestFree} dagar, ${from} til ${to}`,
  withdrawal: 'Úttektartímabil',
  withdrawalValue: (from: string, to: string) => `${loanDays.withdrawal} dagar, ${from} til ${to}`,
  dueDate: 'Gjalddagi',
  finalDueDate: 'Eindagi',
  datesNote: 'Dagsetningarnar miðast við að umsóknin sé samþykkt í dag.',

  // Submitted (spec §2)
  received: 'Umsókn móttekin',
  receivedText: (amount: string) =>
    `Umsókn þín um framkvæmdalán að upphæð ${amount} hefur verið móttekin. Undirritaðu lánssamninginn rafrænt til að ljúka umsókninni.`,
  signingLink: 'Undirrita lánssamning',
  signingLinkNote: '(opnast í nýjum glugga)',
  signingUnavailable: 'Ekki tókst að búa til tengil á undirritunarsíðu. Hafðu samband við BYKO.',
  signingUnset:
    'Rafræn undirritun lánssamnings er ekki í boði á þessari síðu. Umsóknin er móttekin: hafðu samband við BYKO til að undirrita samninginn.',
} as const;
