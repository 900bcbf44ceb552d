import type { NewCompanyInfo } from '../../widgets/company-credit/company-credit.api.ts';
import { bjarni } from '../people.ts';

// The company credit seed (SANDBOX.md "Companies"): the companies with
// their accounts, who may act for them, their credit and what the app knows of them; the lookup's
// answers; the app's guid. Plain constants: state (state.ts) starts from copies.

export const companyCreditReasons = {
  creditStatusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  companyNotFound: 'Fyrirtæki fannst ekki.',
  aboveMaxAmount: 'Umbeðin heimild er hærri en hámark',
  accountExists: 'Reikningur nú þegar til',
  invalidGuid: 'Ógild auðkenning',
} as const;

/** A person who may act for a company, and as what (spec §6: only finAdmin or creditAdmin are listed). */
export interface CompanyMember {
  /** The person's kennitala. */
  readonly ssn: string;
  readonly finAdmin: boolean;
  readonly creditAdmin: boolean;
}

/** What the app's calls (`/api/customers/find/accounts`, `/company/{ssn}/…`) know of a company. */
export interface AppCompanyRecord {
  readonly email: string | null;
  readonly telephone: string | null;
  /** `GET /api/customers/company/{ssn}/max-amount`; null is the API's "no max amount" (the app reads 0). */
  readonly maxAmount: number | null;
}

/** A company with an account (`C-2…`). */
export interface CompanyAccount {
  readonly accountId: string;
  readonly name: string;
  /** The company's kennitala (`accountSsn` in the web flow's answers). */
  readonly ssn: string;
  readonly members: readonly CompanyMember[];
  /**
   * The credit limit: the web flow's `currentCredit` and the app's `creditLimitMST`. A successful
   * increase (web flow) changes it until reset.
   */
  readonly currentCredit: number;
  /** The highest limit the web flow's increase may ask for without the e-mail form. */
  readonly maxRequestableAmount: number;
  /** True: `credit-status` answers 500 `Ekki tókst að sækja stöðu heimildar.` (Smiðjan hf.). */
  readonly creditStatusFails: boolean;
  /** Null: the app's calls answer 404 for the company. */
  readonly app: AppCompanyRecord | null;
}

const bjarniAs = (finAdmin: boolean, creditAdmin: boolean): CompanyMember => ({
  ssn: bjarni.ssn,
  finAdmin,
  creditAdmin,
});

export const byggir: CompanyAccount = {
  accountId: 'C-20001',
  name: 'Byggir ehf.',
  ssn: '5302691089',
  members: [bjarniAs(true, false)],
  currentCredit: 1_000_000,
  maxRequestableAmount: 3_000_000,
  creditStatusFails: false,
  app: { email: 'byggir@example.is', telephone: '5151000', maxAmount: 3_000_000 },
};

export const smidjan: CompanyAccount = {
  accountId: 'C-20002',
  name: 'Smiðjan hf.',
  ssn: '6208092090',
  members: [bjarniAs(false, true)],
  currentCredit: 250_000,
  // Never answered (its credit status fails); an increase is refused as above it.
  maxRequestableAmount: 0,
  creditStatusFails: true,
  app: { email: 'smidjan@example.is', telephone: '5152000', maxAmount: null },
};

export const timburhus: CompanyAccount = {
  accountId: 'C-20003',
  name: 'Timburhús ehf.',
  ssn: '4705112060',
  // Bjarni is neither: the server lists the company, the page must not.
  members: [bjarniAs(false, false)],
  currentCredit: 400_000,
  maxRequestableAmount: 1_000_000,
  creditStatusFails: false,
  app: { email: 'timburhus@example.is', telephone: '5153000', maxAmount: 1_500_000 },
};

/** Found by the manual lookup (`4101053060`); no one's company, unknown to the app. */
export const tresmidja: CompanyAccount = {
  accountId: 'C-20010',
  name: 'Trésmiðja Akureyrar ehf.',
  ssn: '4101053060',
  members: [],
  currentCredit: 500_000,
  maxRequestableAmount: 2_000_000,
  creditStatusFails: false,
  app: null,
};

export const companyAccounts: readonly CompanyAccount[] = [byggir, smidjan, timburhus, tresmidja];

/** A company the registry knows without an account: the lookup's newCompanyInfo, then sign-up. */
export const nyskopun: NewCompanyInfo = {
  name: 'Nýsköpun ehf.',
  ssn: '7010124020',
  address: 'Austurstræti 10',
  zipCode: '101',
  city: 'Reykjavík',
};

/** Kennitölur the lookup knows of neither as an account nor as a new company: it answers `{}`. */
export const lookupNeither: readonly string[] = ['5804145080'];

/** A signed-up company's credit: no limit yet, a million within reach. */
export const signedUpCredit = { currentCredit: 0, maxRequestableAmount: 1_000_000 } as const;

/** Signed-up companies are numbered from here: C-20011, C-20012, … (`C-2` and four digits). */
export const firstSignUpAccountNumber = 20_011;

/** How long a credit limit holds (spec §9: 12 months); the credit-control's period around the clock. */
export const creditValidityMonths = 12;
export const creditControlPeriod = { fromMonths: -1, toMonths: 11 } as const;

/** The one app guid that validates (again and again): Bjarni acting for Byggir ehf. */
export const appValidation = { guid: 'demo-app-guid', ssn: bjarni.ssn, companySsn: byggir.ssn } as const;
