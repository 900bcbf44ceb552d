import { createModel } from '@preact/signals-react';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { type CustomerStanding, logOutWhenLoginNeeded, standingOf } from '../core/applications/customer.ts';
import {
  createTradingApplication,
  type TradingApplicationView,
} from '../core/applications/trading-application.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { type CashApplication, cashApi } from './cash.api.ts';

/** The draft's name (core/applications/draft.ts keys it by flow and kennitala). */
export const cashFlow = 'cash';

/** What the application loads first, per logged-in user. */
export interface CashStatus {
  standing: CustomerStanding;
}

/** What the element shows once the status has loaded. */
export type CashView = TradingApplicationView<CashApplication>;

export interface CashDependencies {
  api: () => ApiClient;
  /** The logged-in person: the phone and e-mail start from theirs, the draft is theirs. */
  user: () => SessionUser | null;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted: (request: CashApplication) => void;
}

/**
 * `<byko-cash-application>` (spec §2 "Cash-payment application", §3, §5, §6): the customer status
 * first, then the form (every field but the comment required), one request per click. Spec §6:
 * only standing-order customers and non-customers may apply; the server says so too.
 */
export const CashModel = createModel((dependencies: CashDependencies) => {
  const status = createKeyedLoader<CashStatus>({
    fetch: async () => ({ standing: standingOf(await loadCustomerStatus(dependencies.api())) }),
    failedMessage: applicationMessages.statusFailed,
    // A 401 or a gone token logs out: the frame's login gate takes the person to the login page.
    handled: logOutWhenLoginNeeded,
    onReady: () => application.openForUser(),
  });

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    streetName: createField({ kind: fields.text, required: true }),
    streetNumber: createField({ kind: fields.text, required: true }),
    zipCode: createField({ kind: fields.zip, required: true }),
    comment: createField({ kind: fields.text }),
  });

  const application = createTradingApplication<CashApplication>({
    flow: cashFlow,
    form,
    status,
    api: dependencies.api,
    user: dependencies.user,
    send: async () => {
      // Spec §3 "Cash-payment application": the form's fields as they are named.
      const sent: CashApplication = form.values();
      await cashApi.apply(dependencies.api(), sent);
      return sent;
    },
    onSubmitted: (sent) => dependencies.onSubmitted(sent),
  });
  const { address, submission, view, openFor, submit, dispose } = application;

  return { status, form, address, submission, view, openFor, submit, dispose };
});

export type CashModelInstance = InstanceType<typeof CashModel>;
