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
  /** Spec §2: an existing account-trading customer. */
  accountExists: 'Reikningur nú þegar til',
  limitChangeLink: 'Sækja um breytingu á heimild',
  accountApplicationLink: 'Sækja um reikningsviðskipti',
  registryLookup: 'Sæki nafn úr þjóðskrá…',
  addressSearch: 'Leita að heimilisfangi',
  addressSearchHint: 'Sláðu inn götuheiti og veldu úr listanum.',
  addressSearching: 'Leita…',
  addressNone: 'Ekkert heimilisfang fannst',
  addressCount: (count: number) => (count === 1 ? '1 heimilisfang fannst' : `${count} heimilisföng fundust`),
  addressFailed: 'Ekki tókst að leita að heimilisfangi',
} as const;

/** The pages of the account-trading flows (spec §2 route table, §6 redirects). */
export const applicationPaths = {
  customerLogin: '/vidskipti',
  accountApplication: '/vidskipti/umsokn',
  limitChange: '/vidskipti/umsokn-heimild',
  manualApplication: '/vidskipti/umsokn-handvirk',
  loanLogin: '/framkvaemdalan',
  renovationLogin: '/vidskipti/framkvaemdakjor',
  cashLogin: '/vidskipti/stadgreidsla',
} as const;
