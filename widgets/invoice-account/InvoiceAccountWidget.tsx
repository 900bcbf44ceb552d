import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect } from 'react';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { PeopleList } from '../core/applications/PeopleList.tsx';
import { ErrorSummary } from '../core/form/ErrorSummary.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { type SessionUser, sessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Alert, Button, Form } from '../core/ui/index.ts';
import { formatDayOn } from './answer-day.ts';
import { SendInvoiceChoice } from './components/SendInvoiceChoice.tsx';
import type { InvoiceAccountEvents } from './invoice-account.events.ts';
import { invoiceAccountMessages } from './invoice-account.messages.ts';
import {
  InvoiceAccountModel,
  type InvoiceAccountModelInstance,
  type InvoiceAccountReceipt,
  invoiceAccountFlow,
} from './invoice-account.model.ts';

export type InvoiceAccountWidgetProps = ApplicationWidgetProps;

/**
 * `<byko-invoice-account-application>`: 'Sækja um reikningsviðskipti' (spec §2 "Invoice-account
 * application"), the manual application for account trading with guarantors.
 */
export function InvoiceAccountWidget(props: InvoiceAccountWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) =>
      new InvoiceAccountModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        onSubmitted: (detail) => emitSubmitted<InvoiceAccountEvents>(widget(), detail),
      }),
  );
  const messages = useMessages(invoiceAccountMessages);
  const applicationTexts = useMessages(applicationMessages);
  return (
    <ApplicationFrame
      heading={messages.heading}
      flow={invoiceAccountFlow}
      loginPath={props.loginPath}
      loginReason={applicationTexts.customerLoginReason}
      loader={model.loader}
    >
      {({ user }) => <InvoiceAccountContent model={model} user={user} />}
    </ApplicationFrame>
  );
}

function InvoiceAccountContent(props: { model: InvoiceAccountModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const state = props.model.submission.state.value;
  if (state.kind === 'submitted') return <Submitted receipt={state.result} />;
  return <InvoiceAccountForm model={props.model} user={props.user} />;
}

function InvoiceAccountForm(props: { model: InvoiceAccountModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const { model, user } = props;
  const messages = useMessages(invoiceAccountMessages);
  const shared = useMessages(applicationMessages);
  const lang = useLang();
  // Here, not higher: the draft stops being written once the form gives way to the success view.
  // Before paint, so the fields never show empty.
  useLayoutEffect(() => model.openFor(user), [model, user]);
  const fields = model.form.fields;
  const busy = model.submission.busy.value;
  const state = model.submission.state.value;
  // Digits only (the field's kind cleans what is typed).
  const typedAmount = fields.guaranteeAmount.value.value;

  return (
    <Form
      onSubmit={() => void model.submit()}
      className="byko-invoice-account-form"
      part="form"
      errorSummary={ErrorSummary}
    >
      <fieldset className="byko-section">
        <legend>
          <h2 className="byko-subheading">{messages.customerSection}</h2>
        </legend>
        <p className="byko-field-hint">{messages.customerHint}</p>
        <div className="byko-field-row">
          <FormField label={shared.ssn} field={fields.customerSsn} disabled={busy} autoComplete="off" />
          <FormField label={shared.name} field={fields.customerName} disabled={busy} autoComplete="name" />
        </div>
        <div className="byko-field-row">
          <FormField label={shared.phone} field={fields.customerPhone} disabled={busy} />
          <FormField label={shared.email} field={fields.customerEmail} disabled={busy} />
        </div>
      </fieldset>

      <SendInvoiceChoice model={model} disabled={busy} />

      <fieldset className="byko-section">
        <legend>
          <h2 className="byko-subheading">{messages.accountSection}</h2>
        </legend>
        <div className="byko-field-row">
          <FormField
            label={messages.guaranteeAmount}
            field={fields.guaranteeAmount}
            disabled={busy}
            autoComplete="off"
            // The amount as it reads, so a long row of digits is easy to check.
            hint={typedAmount === '' ? messages.guaranteeAmountHint : formatIsk(Number(typedAmount), lang)}
          />
          <FormField
            label={messages.pinNumber}
            field={fields.pinNumber}
            disabled={busy}
            hint={messages.pinNumberHint}
          />
        </div>
      </fieldset>

      <PeopleList
        group={model.auditors}
        lookingUp={model.lookingUp}
        disabled={busy}
        keepLast
        texts={{
          heading: messages.auditors,
          block: messages.auditor,
          whom: messages.addAuditor,
        }}
      >
        <p className="byko-field-hint">{messages.auditorsHint}</p>
      </PeopleList>

      <PeopleList
        group={model.guarantors}
        lookingUp={model.lookingUp}
        disabled={busy}
        emailOf={(block) => block.email}
        keepLast
        texts={{
          heading: messages.guarantors,
          block: messages.guarantor,
          whom: messages.addGuarantor,
        }}
      >
        <div className="byko-note" part="guarantor-note">
          <p>{messages.guarantorNote}</p>
          <p>{messages.guarantorSigning}</p>
        </div>
      </PeopleList>

      <FormTextArea label={shared.comment} field={fields.comment} disabled={busy} part="comment" />

      {state.kind === 'error' ? (
        <Alert step="submit" message={state.message} onRetry={() => void model.submit()} />
      ) : null}
      <Button type="submit" busy={busy} busyLabel={shared.submitting} block part="submit">
        {shared.submit}
      </Button>
    </Form>
  );
}

function Submitted(props: { receipt: InvoiceAccountReceipt }): ReactNode {
  const { receipt } = props;
  const { answer } = receipt;
  const messages = useMessages(invoiceAccountMessages);
  return (
    <ApplicationSubmitted heading={messages.submitted}>
      <p>{messages.submittedText}</p>
      <p>
        <strong>
          {answer.kind === 'today'
            ? messages.answeredToday
            : messages.answeredOn(formatDayOn(answer.day, messages))}
        </strong>
      </p>
      {receipt.request.guarantors.length > 0 ? <p>{messages.guarantorsWillSign}</p> : null}
      <p>
        {messages.applicationNumber}: {receipt.applicationId}
      </p>
    </ApplicationSubmitted>
  );
}
