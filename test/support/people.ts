// The sandbox's documented test people (sandbox/README.md), written out by hand: tests log in as them
// and expect these values back, so they are not read from the sandbox's own fixtures.

export interface TestPerson {
  readonly name: string;
  readonly ssn: string;
  /** Seven digits, as typed into 'Rafræn skilríki'. */
  readonly phone: string;
  readonly email: string;
}

export const anna = {
  name: 'Anna Jónsdóttir',
  ssn: '1203892039',
  phone: '8201234',
  email: 'anna@example.is',
} as const satisfies TestPerson;

export const bjarni = {
  name: 'Bjarni Sigurðsson',
  ssn: '0507953069',
  phone: '8202345',
  email: 'bjarni@example.is',
} as const satisfies TestPerson;

export const dagny = {
  name: 'Dagný Guðmundsdóttir',
  ssn: '2311824039',
  phone: '8203456',
  email: 'dagny@example.is',
} as const satisfies TestPerson;

export const einar = {
  name: 'Einar Ólafsson',
  ssn: '0101701099',
  phone: '8204567',
  email: 'einar@example.is',
} as const satisfies TestPerson;

export const people = [anna, bjarni, dagny, einar] as const;

/**
 * The session user the widgets keep for a person who logged in on the web with this token, issued
 * by the API at `tokenOrigin` (the sandbox the test's calls go to).
 */
export function webUserOf<Token extends string | null>(
  person: TestPerson,
  token: Token,
  tokenOrigin: string,
) {
  return {
    token,
    tokenOrigin,
    name: person.name,
    ssn: person.ssn,
    email: person.email,
    phoneNumber: person.phone,
    isComingFromApp: false,
  };
}

// ---------------------------------------------------------------------------------------------
// The companies (sandbox/README.md "Company credit"): Bjarni's three, as the web flow's
// user-companies answers them for him, the one the manual lookup finds, and the new one it offers
// for sign-up.

export interface TestCompany {
  readonly accountId: string;
  readonly name: string;
  readonly accountSsn: string;
  /** Bjarni's roles in it. */
  readonly finAdmin: boolean;
  readonly creditAdmin: boolean;
}

/** Bjarni finAdmin; credit 1 000 000, up to 3 000 000; in the app 'byggir@example.is', '5151000', max 3 000 000. */
export const byggir = {
  accountId: 'C-20001',
  name: 'Byggir ehf.',
  accountSsn: '5302691089',
  finAdmin: true,
  creditAdmin: false,
} as const satisfies TestCompany;

/** Bjarni creditAdmin; its credit status fails (500); in the app max-amount null, credit 250 000. */
export const smidjan = {
  accountId: 'C-20002',
  name: 'Smiðjan hf.',
  accountSsn: '6208092090',
  finAdmin: false,
  creditAdmin: true,
} as const satisfies TestCompany;

/** Bjarni neither: answered by the server, never listed by the page. */
export const timburhus = {
  accountId: 'C-20003',
  name: 'Timburhús ehf.',
  accountSsn: '4705112060',
  finAdmin: false,
  creditAdmin: false,
} as const satisfies TestCompany;

/** The manual lookup's existing account (4101053060); credit 500 000, up to 2 000 000. */
export const tresmidja = {
  accountId: 'C-20010',
  name: 'Trésmiðja Akureyrar ehf.',
  accountSsn: '4101053060',
  finAdmin: false,
  creditAdmin: false,
} as const satisfies TestCompany;

/** The manual lookup's new company (sign-up); the first sign-up gets account C-20011. */
export const nyskopun = {
  name: 'Nýsköpun ehf.',
  ssn: '7010124020',
  address: 'Austurstræti 10',
  zipCode: '101',
  city: 'Reykjavík',
} as const;

/** A kennitala the manual lookup knows as neither an account nor a new company (answers `{}`). */
export const lookupNeitherSsn = '5804145080';

/** The app's guid that validates: Bjarni for Byggir ehf. */
export const demoAppGuid = 'demo-app-guid';
