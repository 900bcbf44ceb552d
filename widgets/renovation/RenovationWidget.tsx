import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  ApplicantIdentity,
  ContactFields,
  SubmitApplication,
} from '../core/applications/ApplicationFields.tsx';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { CheckboxField } from '../core/form/CheckboxField.tsx';
import { ErrorSummary } from '../core/form/ErrorSummary.tsx';
import { termsUrl } from '../core/login/login.messages.ts';
import { useMessages } from '../core/runtime/locale.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Form } from '../core/ui/index.ts';
import type { RenovationEvents } from './renovation.events.ts';
import { renovationMessages } from './renovation.messages.ts';
import { RenovationModel, type RenovationModelInstance, renovationFlow } from './renovation.model.ts';

export type RenovationWidgetProps = ApplicationWidgetProps;

/** `<byko-renovation-application>`: 'Umsókn um framkvæmdakjör' (spec §2 "Renovation application"). */
export function RenovationWidget(props: RenovationWidgetProps): ReactNode {
  const messages = useMessages(renovationMessages);
  const model = useWidgetModel(
    (widget) =>
      new RenovationModel({
        api: () => widget().api,
        onSubmitted: (request) =>
          emitSubmitted<RenovationEvents>(widget(), { application: 'renovation', request }),
      }),
  );
  return (
    <ApplicationFrame
      heading={messages.heading}
      flow={renovationFlow}
      loginPath={props.loginPath}
      loginReason={messages.loginReason}
      loader={model.status}
    >
      {({ user }) => <RenovationApplicationView model={model} user={user} />}
    </ApplicationFrame>
  );
}

function RenovationApplicationView(props: { model: RenovationModelInstance; user: SessionUser }): ReactNode {
  useSignals();
  const messages = useMessages(renovationMessages);
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
  const messages = useMessages(renovationMessages);
  const { model, user } = props;
  const { form, submission } = model;
  const busy = submission.busy.value;
  const unticked = model.unticked.value;
  return (
    <Form onSubmit={() => void model.submit()} part="renovation-form" errorSummary={ErrorSummary}>
      <ApplicantIdentity user={user} />
      <ContactFields fields={form.fields} disabled={busy} />
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
      <SubmitApplication
        submission={submission}
        disabledReason={unticked ? messages.unticked[unticked] : undefined}
      />
    </Form>
  );
}
