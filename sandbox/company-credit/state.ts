import type {
  AppIncreaseRequest,
  EmailFormRequest,
  SignUpRequest,
} from '../../widgets/company-credit/company-credit.api.ts';
import type { Received } from '../session.ts';
import {
  type CompanyAccount,
  companyAccounts,
  firstSignUpAccountNumber,
  signedUpCredit,
} from './fixtures.ts';

// The company credit memory: the company accounts (copies of the seed) with their credit limits,
// the companies signed up, and the e-mail applications and app increase requests received.

/** A company account as the state holds it: the seed's, and what changed since. */
export interface CompanyRecord extends CompanyAccount {
  /**
   * The limit's end as an ISO date (`YYYY-MM-DD`) once an increase set it; null: a year from the
   * sandbox clock, as seeded.
   */
  readonly validTo: string | null;
}

export class CompanyCreditState {
  #companies: CompanyRecord[] = [];
  readonly emailForms: Received<EmailFormRequest>[] = [];
  readonly signUps: Received<SignUpRequest>[] = [];
  readonly appIncreaseRequests: Received<AppIncreaseRequest>[] = [];
  #nextAccountNumber = firstSignUpAccountNumber;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.#companies = companyAccounts.map((company) => ({ ...structuredClone(company), validTo: null }));
    this.emailForms.length = 0;
    this.signUps.length = 0;
    this.appIncreaseRequests.length = 0;
    this.#nextAccountNumber = firstSignUpAccountNumber;
  }

  get companies(): readonly CompanyRecord[] {
    return this.#companies;
  }

  withAccountId(accountId: string): CompanyRecord | undefined {
    return this.#companies.find((company) => company.accountId === accountId);
  }

  withSsn(ssn: string): CompanyRecord | undefined {
    return this.#companies.find((company) => company.ssn === ssn);
  }

  /** The new limit after an increase, until reset. Records are readonly: the record is replaced. */
  setCredit(accountId: string, currentCredit: number, validTo: string): CompanyRecord | undefined {
    const index = this.#companies.findIndex((company) => company.accountId === accountId);
    const company = this.#companies[index];
    if (!company) return undefined;
    const updated: CompanyRecord = { ...company, currentCredit, validTo };
    this.#companies[index] = updated;
    return updated;
  }

  /** Adds a signed-up company (next account number), the signer finAdmin and creditAdmin of it. */
  addCompany(name: string, ssn: string, signerSsn: string): CompanyRecord {
    const company: CompanyRecord = {
      accountId: `C-${this.#nextAccountNumber}`,
      name,
      ssn,
      members: [{ ssn: signerSsn, finAdmin: true, creditAdmin: true }],
      ...signedUpCredit,
      creditStatusFails: false,
      // The app's calls know only the seeded companies (SANDBOX.md "Companies").
      app: null,
      validTo: null,
    };
    this.#nextAccountNumber += 1;
    this.#companies.push(company);
    return company;
  }
}
