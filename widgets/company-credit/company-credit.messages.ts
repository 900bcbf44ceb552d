/**
 * The retailer's accounts department (viðskiptareikningar), the number the e-mail application's
 * failure gives (spec §8 '… í síma {phone}.'). The spec does not print the number: this is BYKO's
 * switchboard, which puts callers through to the accounts department.
 */
export const accountsPhoneNumber = '515 4000';

/** The general account application offered to a user with no company (spec §2, route table). */
export const accountApplicationPath = '/vidskipti/umsokn';

/**
 * Every Icelandic string of `<byko-company-credit>` (spec §2 "Company credit", §5, §8, §9). The
 * spec's own words where it gives them (marked §5 / §8 / §9); short plain Icelandic elsewhere.
 */
export const companyCreditMessages = {
  heading: 'Heimild fyrirtækis',
  loginReason: 'Innskráning fyrir heimild fyrirtækis',

  // ---- the company list
  companiesHeading: 'Veldu fyrirtæki',
  companiesIntro: 'Fyrirtæki þar sem þú ert fjármálastjóri eða með heimild til að sækja um lánsheimild.',
  loadingCompanies: 'Sæki fyrirtæki…',
  companiesFailed: 'Ekki tókst að sækja fyrirtæki.',
  /** Spec §2, §6: a user with no company where they are finAdmin or creditAdmin. */
  noPermission:
    'Þú hefur ekki heimild til að sækja um heimild fyrir fyrirtæki. Aðeins fjármálastjórar og þeir sem hafa lánaheimild fyrirtækis geta sótt um.',
  noPermissionOffer: 'Þú getur sótt um almenn reikningsviðskipti í staðinn.',
  accountApplicationLink: 'Sækja um reikningsviðskipti',
  companySsn: (ssn: string) => `kt. ${ssn}`,
  toLookup: 'Fletta upp fyrirtæki eftir kennitölu',

  // ---- manual lookup (spec §5 "Manual lookup", §8)
  lookupHeading: 'Fletta upp fyrirtæki',
  lookupIntro:
    'Sláðu inn kennitölu fyrirtækis. Sé fyrirtækið ekki í reikningsviðskiptum getur þú sótt um þau.',
  /** The company's kennitala: the lookup's, the sign-up's and the e-mail form's label. */
  companySsnLabel: 'Kennitala fyrirtækis',
  lookup: 'Leita',
  lookingUp: 'Leita…',
  /** Spec §8 "Manual lookup": the server's 404. */
  notFound: 'Fyrirtæki fannst ekki.',
  /** Any other failure of the lookup (the spec gives no text): the retry is offered. */
  lookupFailed: 'Ekki tókst að fletta upp fyrirtæki.',
  /** Spec §2: the lookup found neither an account nor a company to sign up. */
  noneFound: 'Engin fyrirtæki fundust.',
  backToCompanies: 'Til baka í fyrirtækjalista',
  backToLookup: 'Til baka í leit',
  backToCredit: 'Til baka í umsókn um hækkun',

  // ---- the credit status and the credit form (spec §5 "Company credit form", §8, §9)
  loadingStatus: 'Sæki stöðu heimildar…',
  /** Spec §8 "Credit status fetch". */
  statusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  currentCredit: 'Núverandi heimild',
  validTo: 'Gildir til',
  maxRequestable: 'Hámark sem hægt er að sækja um',
  creditFormHeading: 'Sækja um hækkun heimildar',
  phone: 'Símanúmer',
  email: 'Netfang',
  amount: 'Umbeðin heimild',
  amountHintMax: (max: string) => `Hámark án ábyrgðaraðila: ${max}`,
  amountHintUnknown: 'Staða heimildar liggur ekki fyrir: umsókn fer á umsóknarform með ábyrgðaraðila.',
  /** Spec §9: above the maximum requestable amount a guarantor is required; reply next working day. */
  guarantorNote: (max: string) =>
    `Sé sótt um hærri fjárhæð en ${max} þarf ábyrgðaraðila. Þá opnast umsóknarform sem er svarað næsta virka dag.`,
  guarantorNoteUnknown:
    'Án stöðu heimildar þarf ábyrgðaraðila. Umsóknarform opnast þá og því er svarað næsta virka dag.',
  submitCredit: 'Sækja um',
  submitting: 'Sendi umsókn…',
  otherCompany: 'Velja annað fyrirtæki',
  /** Spec §8 "Credit request failure". */
  increaseFailed: 'Óvænt villa kom upp við það að hækka heimild.',
  increasedHeading: 'Heimild hækkuð',
  /**
   * Spec §8 "Credit success"; `amount` formatted as ISK ('2.000.000 kr.'), whose own full stop ends
   * the sentence (no 'kr..').
   */
  increased: (amount: string) =>
    `Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er ${amount}${amount.endsWith('.') ? '' : '.'}`,
  /** Spec §9: an approved company credit limit. */
  validityNote: 'Samþykkt heimild gildir í 12 mánuði og getur lækkað ef lánshæfismat fyrirtækisins breytist.',
  validUntil: (date: string) => `Heimildin gildir til ${date}.`,

  // ---- the e-mail application (spec §5 "E-mail application form", §8)
  emailFormHeading: 'Umsókn með ábyrgðaraðila',
  emailFormIntro:
    'Umbeðin heimild er hærri en hægt er að samþykkja strax og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
  emailFormIntroUnknown:
    'Staða heimildar fyrirtækisins liggur ekki fyrir og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
  companySection: 'Fyrirtæki',
  companyName: 'Nafn fyrirtækis',
  applicantSection: 'Umsækjandi',
  userName: 'Fullt nafn',
  userSsn: 'Kennitala',
  creditSection: 'Heimild',
  emailFormAmount: 'Umbeðin heimild',
  comments: 'Athugasemdir',
  guarantors: 'Ábyrgðaraðilar',
  guarantorsHint: 'Hver ábyrgðaraðili þarf nafn, kennitölu og netfang.',
  guarantor: (number: number) => `Ábyrgðaraðili ${number}`,
  guarantorWhom: 'ábyrgðaraðila',
  finAdmins: 'Aðrir úttektaraðilar',
  finAdminsHint: 'Aðrir sem mega taka út í reikning fyrirtækisins. Valfrjálst.',
  finAdmin: (number: number) => `Úttektaraðili ${number}`,
  finAdminWhom: 'úttektaraðila',
  registryLookup: 'Sæki nafn úr þjóðskrá…',
  submitEmailForm: 'Senda umsókn',
  /** Spec §8 "E-mail application failure". */
  emailFormFailed: (phone: string) =>
    `Ekki tókst að senda umsókn. Vinsamlegast hafið samband við viðskiptareikninga í síma ${phone}.`,
  emailSentHeading: 'Umsókn send',
  /** Spec §8 "E-mail application success". */
  emailSent: 'Umsókn móttekin! Umsókn verður svarað næsta virka dag.',

  // ---- the sign-up (spec §5 "Sign-up form", §8)
  signUpHeading: 'Nýskráning fyrirtækis',
  signUpIntro: 'Fyrirtækið er ekki í reikningsviðskiptum. Sæktu um reikningsviðskipti fyrir það hér.',
  streetName: 'Götuheiti',
  streetNumber: 'Húsnúmer',
  zipCode: 'Póstnúmer',
  submitSignUp: 'Sækja um reikningsviðskipti',
  /** Spec §8 "Sign-up failure". */
  signUpFailed: 'Ekki tókst að sækja um reikningsviðskipti.',
} as const;
