import { createModel } from '@preact/signals-react';
import { logOutWhenLoginNeeded } from '../../core/applications/customer.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import { createKeyedLoader } from '../../core/runtime/keyed-loader.ts';
import { requireToken, type SessionUser } from '../../core/runtime/session.ts';
import { type Company, companyCreditApi } from '../company-credit.api.ts';
import { companyCreditMessages as messages } from '../company-credit.messages.ts';

/** Spec §6: only companies where the user is finance admin or credit admin are listed. */
export function listedCompanies(companies: readonly Company[]): Company[] {
  return companies.filter((company) => company.finAdmin || company.creditAdmin);
}

export interface CompaniesDependencies {
  api: () => ApiClient;
  /** The logged-in person (the session's): the company it keeps (spec §3 companySsn). */
  user: () => SessionUser | null;
  /** The list is on screen: a company the list arrives with may be selected. */
  listShown: () => boolean;
  select: (company: Company) => void;
  /** company-ssn removed: the credit step of the company it named goes back to the list. */
  unselect: (ssn: string) => void;
}

/**
 * The company list (spec §3 "Company list entry", §6), the flow's first step, and what it
 * preselects: the company the `company-ssn` attribute names, or the session's company when the URL
 * named the credit step before the list was there (a reload, a shared link).
 */
export const CompaniesModel = createModel((dependencies: CompaniesDependencies) => {
  /** The `company-ssn` attribute: the company to preselect once the list is there. */
  let preselectSsn: string | undefined;
  /** The list has been shown to this person already: a reload of it preselects nothing. */
  let preselectDone = false;
  /** The URL named the credit step before anything was selected. */
  let storedWanted = false;

  const list = createKeyedLoader<{ companies: Company[] }>({
    fetch: async () => {
      requireToken();
      return { companies: listedCompanies(await companyCreditApi.userCompanies(dependencies.api())) };
    },
    failedMessage: messages.companiesFailed,
    handled: logOutWhenLoginNeeded,
    onReady: ({ companies }) => {
      if (preselectDone) return;
      preselectDone = true;
      if (!dependencies.listShown()) return;
      const stored = storedWanted ? dependencies.user()?.companySsn : undefined;
      storedWanted = false;
      const wanted = preselectSsn ?? stored;
      const company = wanted ? companies.find((entry) => entry.accountSsn === wanted) : undefined;
      if (company) dependencies.select(company);
    },
  });

  return {
    state: list.state,
    load: list.load,
    retry: list.retry,
    clear: list.clear,
    dispose: list.dispose,

    /**
     * The `company-ssn` attribute (spec §2: it preselects a company of the list). A new value
     * selects that company once the list is there; removing it goes back to the list from the
     * credit step of the company it named.
     */
    preselect: (ssn: string | undefined) => {
      const before = preselectSsn;
      preselectSsn = ssn || undefined;
      if (preselectSsn === before) return;
      const state = list.state.peek();
      if (preselectSsn === undefined) {
        if (before !== undefined) dependencies.unselect(before);
        return;
      }
      if (state.kind === 'ready') {
        const company = state.companies.find((entry) => entry.accountSsn === preselectSsn);
        if (company) dependencies.select(company);
      }
    },

    /** The credit step named with nothing selected: the session's company once the list is there. */
    wantStoredCompany: () => {
      if (list.state.peek().kind !== 'ready') storedWanted = true;
    },

    /** Another person: their list preselects again. */
    reset: () => {
      preselectDone = false;
      storedWanted = false;
    },
  };
});

export type CompaniesModelInstance = InstanceType<typeof CompaniesModel>;
