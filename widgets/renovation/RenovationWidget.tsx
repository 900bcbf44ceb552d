import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useLayoutEffect } from 'react';
import { ApplicationFrame } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { CheckboxField } from '../core/form/CheckboxField.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { termsUrl } from '../core/login/login.messages.ts';
import type { SessionUser } from '../core/session.ts';
import { Alert, Button, Form, TextField } from '../core/ui/index.ts';
import { useLatest, useWidgetModel } from '../core/use-widget-model.ts';
import { useEmit } from '../core/widget-context.tsx';
import type { RenovationApplication } from './renovation.api.ts';
import { renovationMessages as messages } from './renovation.messages.ts';
import { RenovationModel, type RenovationModelInstance } from './renovation.model.ts';

export interface RenovationWidgetProps {
  loginPath?: string;
}

/** The events of `<byko-renovation-application>`. */
export type RenovationEvents = ApplicationEvents<SubmittedDetail<'renovation', RenovationApplication>>;

/** `<byko-renovation-application>`: 'Umsókn um framkvæmdakjör' (spec §2 "Renovation application"). */
export function RenovationWidget(props: RenovationWidgetProps): ReactNode {
  const emit = useLatest(useEmit<RenovationEvents>());
  const model = useWidgetModel(
    (widget) =>
      new RenovationModel({
        api: () => widget().api,
        onSubmitted: (request) => emit()('byko-submitted', { application: 'renovation', request }),
      }),
  );
  return (
    <ApplicationFrame
      heading={messages.heading}
      idPrefix="byko-renovation"
      loginPath={props.loginPath}
      loginReason={messages.loginReason}
      loader={model.status}
      className="byko-renovation"
    >
      {({ user }) => <RenovationApplicationView model={model} user={user} />}
    </ApplicationFrame>
  );
}

function RenovationApplicationView(props: { model: RenovationModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const { model, user } = props;
  const { ssn, phoneNumber, email } = user;
  // Before paint, so the fields never show empty; the stop keeps this person's draft from the next.
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  if (model.submission.state.value.kind === 'submitted')
    return (
      <ApplicationSubmitted heading={messages.successHeading}>
        <p>{messages.successText}</p>
      </ApplicationSubmitted>
    );
  return <RenovationForm model={model} user={user} />;
}

function RenovationForm(props: { model: RenovationModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const hintId = `${useId()}-why-disabled`;
  const { model, user } = props;
  const { form, submission } = model;
  const state = submission.state.value;
  const busy = submission.busy.value;
  const ticked = model.boxesTicked.value;
  return (
    <Form onSubmit={() => void model.submit()} part="renovation-form">
      <div className="byko-field-row">
        <TextField label={applicationMessages.name} value={user.name} readOnly name="name" />
        <TextField label={applicationMessages.ssn} value={user.ssn} readOnly name="ssn" />
      </div>
      <div className="byko-field-row">
        <FormField label={applicationMessages.phone} field={form.fields.phone} name="phone" disabled={busy} />
        <FormField label={applicationMessages.email} field={form.fields.email} name="email" disabled={busy} />
      </div>
      <CheckboxField name="terms" checked={model.termsAccepted} disabled={busy}>
        {messages.termsBefore}
        <a href={termsUrl} target="_blank" rel="noopener noreferrer">
          {messages.termsLink}
          <span className="byko-visually-hidden">{messages.opensInNewTab}</span>
        </a>
      </CheckboxField>
      <CheckboxField name="mailing-list" checked={model.mailingListAccepted} disabled={busy}>
        {messages.mailingList}
      </CheckboxField>
      {state.kind === 'error' ? <Alert message={state.message} /> : null}
      {ticked ? null : (
        <p className="byko-field-hint" id={hintId}>
          {messages.tickBoth}
        </p>
      )}
      <Button
        type="submit"
        block
        busy={busy}
        disabled={!ticked}
        busyLabel={applicationMessages.submitting}
        {...(ticked ? {} : { ariaDescribedBy: hintId })}
      >
        {applicationMessages.submit}
      </Button>
    </Form>
  );
}
