import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { AccountExists } from '../core/applications/AccountExists.tsx';
import { AddressSearch } from '../core/applications/AddressSearch.tsx';
import { ApplicationFrame } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { applicationMessages, applicationPaths } from '../core/applications/applications.messages.ts';
import { useDraft } from '../core/applications/draft.ts';
import type { Emit } from '../core/events.ts';
import { FormField } from '../core/form/FormField.tsx';
import { formatIsk } from '../core/format.ts';
import { type SessionUser, sessionUser } from '../core/session.ts';
import { Alert, Button, Form, NavLink, TextField } from '../core/ui/index.ts';
import { useWidgetModel } from '../core/use-widget-model.ts';
import type { AccountEvents } from './account.events.ts';
import { accountMessages } from './account.messages.ts';
import { AccountModel, type AccountModelInstance, type AccountStatus, accountFlow } from './account.model.ts';

export interface AccountWidgetProps {
  loginPath?: string;
}

/** `<byko-account-application>`: 'Umsókn um reikningsviðskipti' (spec §2 "Account application"). */
export function AccountWidget(props: AccountWidgetProps): ReactNode {
  const model = useWidgetModel(
    (widget) =>
      new AccountModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        navigate: (to) => widget().navigate(to),
        onSubmitted: (request) => {
          const emit = widget().emit as Emit<AccountEvents>;
          emit('byko-submitted', { application: 'account', request });
        },
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={accountMessages.heading}
      idPrefix="byko-account"
      loginPath={props.loginPath}
      loginReason={accountMessages.loginReason}
      loader={model.status}
      className="byko-account"
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
      return (
        <AccountExists focus={status.standing !== 'accountTrading'}>
          <p>{accountMessages.accountExistsText}</p>
        </AccountExists>
      );
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
  useDraft(model.draft, accountFlow, user.ssn);
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  const state = submission.state.value;
  return (
    <Form onSubmit={() => void model.submit()} part="account-form">
      <div className="byko-field-row">
        <TextField label={applicationMessages.name} value={user.name} readOnly name="name" />
        <TextField label={applicationMessages.ssn} value={user.ssn} readOnly name="ssn" />
      </div>
      <div className="byko-field-row">
        <FormField label={applicationMessages.phone} field={fields.phone} name="phone" disabled={busy} />
        <FormField label={applicationMessages.email} field={fields.email} name="email" disabled={busy} />
      </div>
      <AddressSearch search={model.address} disabled={busy} />
      <div className="byko-field-row">
        <FormField
          label={applicationMessages.streetName}
          field={fields.streetName}
          name="streetName"
          autoComplete="address-line1"
          disabled={busy}
        />
        <FormField
          label={applicationMessages.streetNumber}
          field={fields.streetNumber}
          name="streetNumber"
          disabled={busy}
        />
      </div>
      <FormField label={applicationMessages.zipCode} field={fields.zipCode} name="zipCode" disabled={busy} />
      <div className="byko-field-row">
        <TextField
          label={accountMessages.maxAmount}
          value={formatIsk(props.maxAmount)}
          readOnly
          name="maxAmount"
        />
        <FormField label={accountMessages.amount} field={fields.amount} name="amount" disabled={busy} />
      </div>
      <FormField
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
      {state.kind === 'error' ? <Alert message={state.message} /> : null}
      <Button type="submit" block busy={busy} busyLabel={applicationMessages.submitting}>
        {applicationMessages.submit}
      </Button>
    </Form>
  );
}
