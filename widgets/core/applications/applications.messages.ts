/**
 * The texts every customer application shares (spec §2 "Loan pages", "Account trading pages", §8):
 * the customer's own fields, the address fields, the submit button and the account-status failure.
 */
export const applicationMessages = {
  name: 'Nafn',
  ssn: 'Kennitala',
  phone: 'Símanúmer',
  email: 'Netfang',
  comment: 'Athugasemd',
  streetName: 'Götuheiti',
  streetNumber: 'Húsnúmer',
  zipCode: 'Póstnúmer',
  submit: 'Sækja um',
  submitting: 'Sendi umsókn…',
  loadingStatus: 'Sæki stöðu reiknings…',
  /** Spec §8 "Account status" (its words as written). */
  statusFailed: 'Villa kom upp við að stöðu reiknings',
  /** The account-trading login's reason (spec §6), shared by the applications that page leads to. */
  customerLoginReason: 'Innskráning fyrir reikningsviðskipti',
  /** The most a person may ask for (`GET /api/customers/me/max-amount`). */
  maxAmount: 'Hámarksheimild',
  /** A requested limit above it: spec §5 has no text; the API answers the same words. */
  aboveMaxAmount: 'Umbeðin heimild er hærri en hámark',
  /** Spec §2: an existing account-trading customer. */
  accountExists: 'Reikningur nú þegar til',
  /** Under 'Reikningur nú þegar til': what its link to the limit change offers. */
  accountExistsText: 'Þú ert nú þegar í reikningsviðskiptum. Þú getur sótt um breytingu á heimildinni.',
  limitChangeLink: 'Sækja um breytingu á heimild',
  accountApplicationLink: 'Sækja um reikningsviðskipti',
  registryLookup: 'Sæki nafn úr þjóðskrá…',
  /** A list of people's buttons (PeopleList), followed by whom (visually hidden). */
  addPerson: 'Bæta við',
  removePerson: 'Fjarlægja',
  addressSearch: 'Leita að heimilisfangi',
  addressSearchHint: 'Sláðu inn götuheiti og veldu úr listanum.',
  addressSearching: 'Leita…',
  addressNone: 'Ekkert heimilisfang fannst',
  addressCount: (count: number) => (count === 1 ? '1 heimilisfang fannst' : `${count} heimilisföng fundust`),
  addressFailed: 'Ekki tókst að leita að heimilisfangi',
} as const;
