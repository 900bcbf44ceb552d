import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { AccountExists } from '../core/applications/AccountExists.tsx';
import { AddressFields } from '../core/applications/AddressFields.tsx';
import {
  ApplicantIdentity,
  ContactFields,
  SubmitApplication,
} from '../core/applications/ApplicationFields.tsx';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages, applicationPaths } from '../core/applications/applications.messages.ts';
import { FormField } from '../core/form/FormField.tsx';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { formatIsk } from '../core/format.ts';
import { type SessionUser, sessionUser } from '../core/session.ts';
import { Form, NavLink, TextField } from '../core/ui/index.ts';
import { useWidgetModel } from '../core/use-widget-model.ts';
import { accountMessages } from './account.messages.ts';
import { AccountModel, type AccountModelInstance, type AccountStatus, accountFlow } from './account.model.ts';

export type AccountWidgetProps = ApplicationWidgetProps;

/** `<byko-account-application>`: 'Umsókn um reikningsviðskipti' (spec §2 "Account application"). */
export function AccountWidget(props: AccountWidgetProps): ReactNode {
  const model = useWidgetModel(
    (widget) =>
      new AccountModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        navigate: (to) => widget().navigate(to),
        onSubmitted: (request) => emitSubmitted(widget(), { application: 'account', request }),
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={accountMessages.heading}
      flow={accountFlow}
      loginPath={props.loginPath}
      loginReason={applicationMessages.customerLoginReason}
      loader={model.status}
    >
      {({ user, ready }) => <AccountContent model={model} user={user} status={ready} />}
    </ApplicationFrame>
  );
}

function AccountContent(props: {
  model: AccountModelInstance;
  user: SessionUser;
  status: AccountStatus;
}): ReactNode {
  useSignals();
  const { model, status } = props;
  const view = model.view.value;
  switch (view.kind) {
    case 'submitted':
      return (
        <ApplicationSubmitted heading={accountMessages.submitted}>
          <p>{accountMessages.submittedAmount(formatIsk(view.request.amount))}</p>
        </ApplicationSubmitted>
      );
    case 'accountExists':
      // Shown on load (the person is also being sent to the limit change) or as the answer to a
      // submit, when the focus moves to it from the gone button.
      return <AccountExists focus={status.standing !== 'accountTrading'} />;
    default:
      return <AccountForm model={model} user={props.user} maxAmount={status.maxAmount} />;
  }
}

function AccountForm(props: {
  model: AccountModelInstance;
  user: SessionUser;
  maxAmount: number;
}): ReactNode {
  useSignals();
  const { model, user } = props;
  // What was typed survives a reload or an expired login (sessionStorage, this person only).
  const { ssn, phoneNumber, email } = user;
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  return (
    <Form onSubmit={() => void model.submit()} part="account-form">
      <ApplicantIdentity user={user} />
      <ContactFields fields={fields} disabled={busy} />
      <AddressFields search={model.address} fields={fields} disabled={busy} />
      <div className="byko-field-row">
        <TextField
          label={applicationMessages.maxAmount}
          value={formatIsk(props.maxAmount)}
          readOnly
          name="maxAmount"
        />
        <FormField label={accountMessages.amount} field={fields.amount} name="amount" disabled={busy} />
      </div>
      <FormTextArea
        label={applicationMessages.comment}
        field={fields.description}
        name="description"
        disabled={busy}
      />
      <p>
        {accountMessages.manualApplication}
        <NavLink className="byko-account-manual-link" to={applicationPaths.manualApplication}>
          {accountMessages.manualApplicationLink}
        </NavLink>
        .
      </p>
      <SubmitApplication submission={submission} />
    </Form>
  );
}
