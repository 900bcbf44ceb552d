import { companyRedirectPath } from '../../routes.ts';
/**
 * Every Icelandic string of the app's company credit increase request (spec §2 "App flow", §5 "App
 * company lookup", "App credit form", §8 "App credit flow"). The spec's own words where it has
 * them; where it is silent, short clear Icelandic. The shared labels (name, phone, e-mail, 'Sækja
 * um') are core's `applicationMessages`.
 */
export const companyCreditRequestMessages = {
  heading: 'Hækkun heimildar fyrirtækis',
  validating: 'Staðfesti innskráningu úr appinu…',

  // ---- stage 0: the account by the company's kennitala (spec §5 "App company lookup")
  pickHeading: 'Veldu fyrirtæki',
  companySsn: 'Kennitala fyrirtækis',
  invalidCompanySsn: 'Kennitalan er ekki gild fyrirtækjakennitala',
  lookUp: 'Leita',
  lookingUp: 'Sæki upplýsingar um fyrirtækið…',
  company: 'Fyrirtæki',
  account: 'Reikningsnúmer',
  currentLimit: 'Núverandi heimild',
  validity: 'Gildistími',
  validityRange: (from: string, to: string) => `${from} – ${to}`,
  maxAmount: 'Hámarksheimild',
  next: 'Áfram',

  // ---- stage 1: the request (spec §5 "App credit form")
  requestHeading: 'Umsókn um hækkun heimildar',
  amount: 'Umbeðin heimild',
  amountHint: (max: string) => `Heil krónutala. Hámarksheimild fyrirtækisins: ${max}`,
  /** Not zero (spec §5); the web flow's words for the same rule. */
  amountZero: 'Fjárhæð þarf að vera yfir 0kr.',
  /** Spec §9: above the maximum requestable amount a guarantor is required; reply next working day. */
  aboveMaxAmount: 'Fjárhæð yfir hámarksheimild þarf ábyrgðaraðila. Umsókninni verður svarað næsta virka dag.',
  back: 'Til baka',

  // ---- stage 2: sent
  sentHeading: 'Umsókn móttekin',
  sent: (amount: string, company: string) => `Umsókn um ${amount} heimild fyrir ${company} hefur verið send.`,

  // ---- the app's way out (spec §2: logout or cancel goes to /vidskipti/fyrirtaeki)
  cancel: 'Hætta við',
  logOut: 'Útskrá',
  close: 'Loka',
} as const;

/** Spec §2: the app's logout, cancel and a refused guid go here (the host pages redirect it to /company-credit). */
export const companyCreditRequestLeavePath = companyRedirectPath;
