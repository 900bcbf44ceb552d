/**
 * The Icelandic strings of `<byko-company-credit>` that are not one step's (spec §2 "Company
 * credit", §5, §8): the element's heading, the company list, and the labels the steps share. Each
 * step's own are beside it (lookup/, credit/, email-form/, sign-up/). The spec's own words where it
 * gives them (marked §5 / §8 / §9); short plain Icelandic elsewhere.
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

  // ---- what several steps show
  /** The company's kennitala: the lookup's, the sign-up's and the e-mail form's label. */
  companySsnLabel: 'Kennitala fyrirtækis',
  backToCompanies: 'Til baka í fyrirtækjalista',
  phone: 'Símanúmer',
  email: 'Netfang',
  submitting: 'Sendi umsókn…',
  companySection: 'Fyrirtæki',
  companyName: 'Nafn fyrirtækis',
  applicantSection: 'Umsækjandi',
  userName: 'Fullt nafn',
  userSsn: 'Kennitala',
} as const;

/** The flow's form fields' messages (company-credit.fields.ts): spec §5, the words as written. */
export const companyCreditFieldMessages = {
  phone: 'Ógilt símanúmer.',
  email: 'Ógilt netfang.',
  amount: 'Ógild fjárhæð. Sláið inn krónutölu.',
  amountAboveZero: 'Fjárhæð þarf að vera yfir 0kr.',
  kennitala: 'Ógild kennitala.',
  companyName: 'Vinsamlegast sláið inn nafn.',
  fullName: 'Vinsamlegast sláið inn fullt nafn.',
  emailFormAmount: 'Ógilt magn. Sláið inn krónutölu.',
  street: 'Vinsamlegast sláið inn heimilisfang.',
  zipCode: 'Ógilt póstnúmer.',
} as const;
