import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { AccountExists } from '../core/applications/AccountExists.tsx';
import { AddressSearch } from '../core/applications/AddressSearch.tsx';
import { ApplicationFrame } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { useDraft } from '../core/applications/draft.ts';
import type { Emit } from '../core/events.ts';
import { FormField } from '../core/form/FormField.tsx';
import { type SessionUser, sessionUser } from '../core/session.ts';
import { Alert, Button, Form, TextField } from '../core/ui/index.ts';
import { useWidgetModel } from '../core/use-widget-model.ts';
import type { CashEvents } from './cash.events.ts';
import { cashMessages } from './cash.messages.ts';
import { CashModel, type CashModelInstance, type CashStatus, cashFlow } from './cash.model.ts';

export interface CashWidgetProps {
  loginPath?: string;
}

/** `<byko-cash-application>`: 'Umsókn um staðgreiðsluviðskipti' (spec §2 "Cash-payment application"). */
export function CashWidget(props: CashWidgetProps): ReactNode {
  const model = useWidgetModel(
    (widget) =>
      new CashModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        onSubmitted: (request) => {
          const emit = widget().emit as Emit<CashEvents>;
          emit('byko-submitted', { application: 'cash', request });
        },
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={cashMessages.heading}
      idPrefix="byko-cash"
      loginPath={props.loginPath}
      loginReason={cashMessages.loginReason}
      loader={model.status}
      className="byko-cash"
    >
      {({ user, ready }) => <CashContent model={model} user={user} status={ready} />}
    </ApplicationFrame>
  );
}

function CashContent(props: { model: CashModelInstance; user: SessionUser; status: CashStatus }): ReactNode {
  useSignals();
  const { model, status } = props;
  const view = model.view.value;
  switch (view.kind) {
    case 'submitted':
      return (
        <ApplicationSubmitted heading={cashMessages.submitted}>
          <p>{cashMessages.submittedText}</p>
        </ApplicationSubmitted>
      );
    case 'accountExists':
      // On load, or as the server's answer to a submit (then the focus moves to it).
      return (
        <AccountExists focus={status.standing !== 'accountTrading'}>
          <p>{cashMessages.accountExistsText}</p>
        </AccountExists>
      );
    default:
      return <CashForm model={model} user={props.user} />;
  }
}

function CashForm(props: { model: CashModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const { model, user } = props;
  // What was typed survives a reload or an expired login (sessionStorage, this person only).
  useDraft(model.draft, cashFlow, user.ssn);
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  const state = submission.state.value;
  return (
    <Form onSubmit={() => void model.submit()} part="cash-form">
      <div className="byko-field-row">
        <TextField label={applicationMessages.ssn} value={user.ssn} readOnly name="ssn" />
        <TextField label={applicationMessages.name} value={user.name} readOnly name="name" />
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
      <FormField label={applicationMessages.comment} field={fields.comment} name="comment" disabled={busy} />
      {state.kind === 'error' ? <Alert message={state.message} /> : null}
      <Button type="submit" block busy={busy} busyLabel={applicationMessages.submitting}>
        {applicationMessages.submit}
      </Button>
    </Form>
  );
}
