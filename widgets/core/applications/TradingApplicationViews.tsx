import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect } from 'react';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import type { Submission } from '../form/index.ts';
import type { SessionUser } from '../runtime/session.ts';
import { Form } from '../ui/index.ts';
import { AccountExists } from './AccountExists.tsx';
import { AddressFields } from './AddressFields.tsx';
import { ApplicantIdentity, ContactFields, SubmitApplication } from './ApplicationFields.tsx';
import type { CustomerStanding } from './customer.ts';
import type { FormPerson } from './person-form.ts';
import type { AddressForm, createTradingApplication, TradingApplicationView } from './trading-application.ts';

type TradingApplication<Request> = ReturnType<typeof createTradingApplication<Request>>;

/** What the account and cash-payment views need of their model (core's createTradingApplication). */
export interface TradingApplicationModel<Request> {
  readonly form: AddressForm;
  readonly address: TradingApplication<Request>['address'];
  readonly submission: Pick<Submission<Request>, 'state' | 'busy'>;
  readonly view: ReadonlySignal<TradingApplicationView<Request>>;
  openFor: (person: FormPerson) => () => void;
  submit: () => Promise<unknown>;
}

/**
 * A trading application's content once its status loaded (spec §2): the success under `submitted`,
 * 'Reikningur nú þegar til' in place of the form (on load, when the person is also being sent to
 * the limit change, or as the server's answer to a submit, when the focus moves to it from the gone
 * button), else the form.
 */
export function TradingApplicationContent<Request>(props: {
  model: Pick<TradingApplicationModel<Request>, 'view'>;
  standing: CustomerStanding;
  /** Where 'Reikningur nú þegar til' links: the limit change's page. */
  limitChangePath: string;
  submitted: (request: Request) => ReactNode;
  form: ReactNode;
}): ReactNode {
  useSignals();
  const view = props.model.view.value;
  switch (view.kind) {
    case 'submitted':
      return props.submitted(view.request);
    case 'accountExists':
      return (
        <AccountExists focus={props.standing !== 'accountTrading'} limitChangePath={props.limitChangePath} />
      );
    default:
      return props.form;
  }
}

/**
 * A trading application's form: the person's name and kennitala, phone and e-mail, the address,
 * the flow's own fields (`children`, given whether the form is busy), then 'Sækja um'. What was
 * typed survives a reload or an expired login (sessionStorage, this person only).
 */
export function TradingApplicationForm<Request>(props: {
  model: TradingApplicationModel<Request>;
  user: SessionUser;
  part: string;
  ssnFirst?: boolean;
  children: (busy: boolean) => ReactNode;
}): ReactNode {
  useSignals();
  const { model, user } = props;
  const { ssn, phoneNumber, email } = user;
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  return (
    <Form onSubmit={() => void model.submit()} part={props.part} errorSummary={ErrorSummary}>
      <ApplicantIdentity user={user} ssnFirst={props.ssnFirst ?? false} />
      <ContactFields fields={fields} disabled={busy} />
      <AddressFields search={model.address} fields={fields} disabled={busy} />
      {props.children(busy)}
      <SubmitApplication submission={submission} />
    </Form>
  );
}
