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
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { type SessionUser, sessionUser } from '../core/session.ts';
import { Form } from '../core/ui/index.ts';
import { useWidgetModel } from '../core/use-widget-model.ts';
import { cashMessages } from './cash.messages.ts';
import { CashModel, type CashModelInstance, type CashStatus, cashFlow } from './cash.model.ts';

export type CashWidgetProps = ApplicationWidgetProps;

/** `<byko-cash-application>`: 'Umsókn um staðgreiðsluviðskipti' (spec §2 "Cash-payment application"). */
export function CashWidget(props: CashWidgetProps): ReactNode {
  const model = useWidgetModel(
    (widget) =>
      new CashModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        onSubmitted: (request) => emitSubmitted(widget(), { application: 'cash', request }),
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={cashMessages.heading}
      flow={cashFlow}
      loginPath={props.loginPath}
      loginReason={cashMessages.loginReason}
      loader={model.status}
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
      return <AccountExists focus={status.standing !== 'accountTrading'} />;
    default:
      return <CashForm model={model} user={props.user} />;
  }
}

function CashForm(props: { model: CashModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const { model, user } = props;
  // What was typed survives a reload or an expired login (sessionStorage, this person only).
  const { ssn, phoneNumber, email } = user;
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  return (
    <Form onSubmit={() => void model.submit()} part="cash-form">
      <ApplicantIdentity user={user} ssnFirst />
      <ContactFields fields={fields} disabled={busy} />
      <AddressFields search={model.address} fields={fields} disabled={busy} />
      <FormTextArea
        label={applicationMessages.comment}
        field={fields.comment}
        name="comment"
        disabled={busy}
      />
      <SubmitApplication submission={submission} />
    </Form>
  );
}
