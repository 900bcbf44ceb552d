import type { AccountApplication } from '../../widgets/account/account.api.ts';
import type { CashApplication } from '../../widgets/cash/cash.api.ts';
import type { GuarantorApplication } from '../../widgets/guarantor/guarantor.api.ts';
import type { InvoiceAccountApplication } from '../../widgets/invoice-account/invoice-account.api.ts';
import type { LimitChange } from '../../widgets/limit-change/limit-change.api.ts';
import type { RenovationApplication } from '../../widgets/renovation/renovation.api.ts';
import type { Received } from '../session.ts';
import { firstManualApplicationNumber, firstNewAccountNumber, guarantorApplications } from './fixtures.ts';

// The applications' memory: what was applied for, loan documents waiting to be signed, the guarantor
// applications and their signatures. The customer records an application changes are the people's
// (../session.ts, updateCustomer).

/** A loan (submit-request) waiting to be signed at /sandbox/loan-signing/{documentId}. */
export interface LoanDocument {
  readonly documentId: string;
  /** The kennitala of the person who applied and signs. */
  readonly ssn: string;
  readonly amount: number;
  readonly phone: string;
  readonly email: string;
  readonly description: string;
  signed: boolean;
}

export interface GuarantorRecord {
  readonly application: GuarantorApplication;
  signed: boolean;
}

export class ApplicationsState {
  /** By documentId. */
  readonly loanDocuments = new Map<string, LoanDocument>();
  readonly accountApplications: Received<AccountApplication>[] = [];
  readonly cashApplications: Received<CashApplication>[] = [];
  readonly limitChanges: Received<LimitChange>[] = [];
  /** By kennitala: one renovation application per person. */
  readonly renovations = new Map<string, Received<RenovationApplication>>();
  /** By applicationId. */
  readonly manualApplications = new Map<string, Received<InvoiceAccountApplication>>();
  /** By application id (copies of the seed, so signing changes this state only). */
  readonly guarantorApplications = new Map<string, GuarantorRecord>();
  #nextAccountNumber = firstNewAccountNumber;
  #nextManualNumber = firstManualApplicationNumber;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.loanDocuments.clear();
    this.accountApplications.length = 0;
    this.cashApplications.length = 0;
    this.limitChanges.length = 0;
    this.renovations.clear();
    this.manualApplications.clear();
    this.guarantorApplications.clear();
    for (const application of guarantorApplications) {
      this.guarantorApplications.set(application.id, { application: { ...application }, signed: false });
    }
    this.#nextAccountNumber = firstNewAccountNumber;
    this.#nextManualNumber = firstManualApplicationNumber;
  }

  /** A new customer's account number: C-10005, then C-10006, … (from the seed again after reset). */
  newAccountNumber(): string {
    const number = this.#nextAccountNumber;
    this.#nextAccountNumber += 1;
    return `C-${number}`;
  }

  /** A manual application's id: M-1001, then M-1002, … */
  newManualApplicationId(): string {
    const number = this.#nextManualNumber;
    this.#nextManualNumber += 1;
    return `M-${number}`;
  }
}
