import type { Address, RegistryEntry } from '../../widgets/core/applications/applications.api.ts';
import type { Customer } from '../../widgets/core/login/login.api.ts';
import type { GuarantorApplication } from '../../widgets/guarantor/guarantor.api.ts';
import { companyAccounts, nyskopun } from '../company-credit/fixtures.ts';
import { einar, people } from '../people.ts';

// The applications' seed (SANDBOX.md "Applications"): reasons, the terms a sign-up gives, the
// guarantor application, the national registry and the address list, as plain constants. The people
// (their max amounts and loan limits) are shared (../people.ts); state (state.ts) starts from copies.

export const applicationReasons = {
  amountOutOfBounds: 'Upphæð er utan marka',
  accountExists: 'Reikningur nú þegar til',
  aboveMaxAmount: 'Umbeðin heimild er hærri en hámark',
  alreadyApplied: 'Umsókn er þegar skráð',
  notGuarantor: 'Þú ert ekki ábyrgðaraðili á þessari umsókn',
  applicationNotFound: 'Umsókn fannst ekki',
  alreadySigned: 'Umsóknin er þegar undirrituð',
  notInRegistry: 'Kennitala fannst ekki í þjóðskrá',
  documentNotFound: 'Skjal fannst ekki',
} as const;

/** Spec §6: a standing-order (staðgreiðsla) customer has paymMode 'Stgr' or paymTerm 'STGR'. */
export function isStandingOrder(customer: Customer): boolean {
  return customer.paymMode === 'Stgr' || customer.paymTerm === 'STGR';
}

/** What an account-trading sign-up makes of a person (creditMax: the amount applied for). */
export const accountTerms = { paymMode: 'Rkn', paymTerm: '30D' } as const;

/** What a cash-payment sign-up makes of a non-customer (creditMax 0). */
export const standingOrderTerms = { paymMode: 'Stgr', paymTerm: 'STGR' } as const;

/** A non-customer who signs up gets the next account number from here: C-10005, C-10006, … */
export const firstNewAccountNumber = 10_005;

/** Manual (invoice-account) applications are numbered from here: M-1001, M-1002, … */
export const firstManualApplicationNumber = 1001;

/** The guarantor applications waiting for their guarantor's signature. */
export const guarantorApplications: readonly GuarantorApplication[] = [
  { id: 'G-1', ssn: einar.ssn, name: einar.name, accountName: 'Byggir ehf.', email: einar.email },
];

// ---------------------------------------------------------------------------------------------
// The national registry (þjóðskrá): the four people, two more people, the companies with an
// account and the one without (Nýsköpun ehf., which the company credit lookup sends to sign-up).

const moreRegistryEntries: readonly RegistryEntry[] = [
  { ssn: '1709715079', name: 'Guðrún Pálsdóttir' },
  { ssn: '2511883009', name: 'Sigurður Karlsson' },
];

/** By kennitala. */
export const registry: ReadonlyMap<string, RegistryEntry> = new Map(
  [
    ...people.map(({ ssn, name }) => ({ ssn, name })),
    ...moreRegistryEntries,
    ...companyAccounts.map(({ ssn, name }) => ({ ssn, name })),
    { ssn: nyskopun.ssn, name: nyskopun.name },
  ].map((entry) => [entry.ssn, entry]),
);

// ---------------------------------------------------------------------------------------------
// Addresses (`GET /api/address/query?q=`)

/** The search answers at most this many addresses. */
export const addressResultLimit = 10;
/** A query shorter than this (trimmed) answers `[]` (the widget does not ask either). */
export const addressQueryMinLength = 2;

const cities = {
  '101': 'Reykjavík',
  '103': 'Reykjavík',
  '105': 'Reykjavík',
  '107': 'Reykjavík',
  '108': 'Reykjavík',
  '600': 'Akureyri',
  '603': 'Akureyri',
} as const;
type PostalCode = keyof typeof cities;

function address(
  addressId: number,
  streetName: string,
  streetNumber: string,
  postalCode: PostalCode,
): Address {
  const city = cities[postalCode];
  return {
    addressId,
    name: `${streetName} ${streetNumber}, ${postalCode} ${city}`,
    streetName,
    streetNumber,
    postalCode,
    city,
  };
}

export const addresses: readonly Address[] = [
  address(1001, 'Laugavegur', '10', '101'),
  address(1002, 'Laugavegur', '77', '101'),
  address(1003, 'Laugavegur', '176', '105'),
  address(1004, 'Skeifan', '11', '108'),
  address(1005, 'Suðurlandsbraut', '4', '108'),
  address(1006, 'Suðurlandsbraut', '22', '108'),
  address(1007, 'Borgartún', '12', '105'),
  address(1008, 'Borgartún', '26', '105'),
  address(1009, 'Hringbraut', '50', '101'),
  address(1010, 'Hringbraut', '121', '107'),
  address(1011, 'Þingholtsstræti', '5', '101'),
  address(1012, 'Þingholtsstræti', '27', '101'),
  address(1013, 'Skólavörðustígur', '12', '101'),
  address(1014, 'Austurstræti', '10', '101'),
  address(1015, 'Hafnarstræti', '5', '101'),
  address(1016, 'Grensásvegur', '16', '108'),
  address(1017, 'Ármúli', '1', '108'),
  address(1018, 'Kringlan', '4', '103'),
  address(2001, 'Glerárgata', '36', '600'),
  address(2002, 'Hafnarstræti', '91', '600'),
  address(2003, 'Hafnarstræti', '97', '600'),
  address(2004, 'Tryggvabraut', '24', '600'),
  address(2005, 'Þórunnarstræti', '99', '600'),
  address(2006, 'Skipagata', '9', '600'),
  address(2007, 'Kaupvangsstræti', '4', '600'),
  address(2008, 'Þingvallastræti', '23', '600'),
  address(2009, 'Óðinsnes', '1', '603'),
];
