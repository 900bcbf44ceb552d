import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { RequireLogin } from '../core/login/RequireLogin.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { useWidget } from '../core/runtime/widget-context.tsx';
import { userAt } from '../core/session-user.ts';
import { Alert, Button, Form, LoadingBlock, TextField } from '../core/ui/index.ts';
import type { GuarantorApplication } from './guarantor.api.ts';
import type { GuarantorEvents } from './guarantor.events.ts';
import { guarantorMessages } from './guarantor.messages.ts';
import { GuarantorModel, type GuarantorModelInstance } from './guarantor.model.ts';

export interface GuarantorWidgetProps {
  applicationId?: string;
}

/** `<byko-guarantor-confirmation>`: the guarantor signs (spec §2 "Guarantor confirmation"). */
export function GuarantorWidget(props: GuarantorWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) =>
      new GuarantorModel({
        api: () => widget().api,
        user: () => userAt(widget().api.baseUrl),
        onSigned: (application) =>
          emitSubmitted<GuarantorEvents>(widget(), { application: 'guarantor', request: application }),
      }),
  );
  const { applicationId } = props;
  const { api } = useWidget();
  const token = userAt(api.baseUrl)?.token;
  // The application of this id for this person: loaded again when either changes; with no id (the
  // attribute removed) or nobody logged in, the model waits.
  useEffect(() => {
    if (applicationId && token) void model.load(applicationId);
    else model.clear();
    return model.dispose;
  }, [model, applicationId, token]);

  const state = model.state.value;
  const messages = useMessages(guarantorMessages);
  return (
    <section
      className="byko-stack byko-panel byko-guarantor"
      aria-labelledby="byko-guarantor-heading"
      aria-busy={state.kind === 'loading'}
    >
      <h1 className="byko-heading" id="byko-guarantor-heading">
        {messages.heading}
      </h1>
      {/* The 'login' state: the shared login, here on the page (the guarantor came by a link). */}
      <RequireLogin reason={messages.loginReason}>{() => <GuarantorBody model={model} />}</RequireLogin>
    </section>
  );
}

function GuarantorBody(props: { model: GuarantorModelInstance }): ReactNode {
  useSignals();
  const { model } = props;
  const messages = useMessages(guarantorMessages);
  const state = model.state.value;
  switch (state.kind) {
    case 'login':
      // RequireLogin shows the login; this is the moment between a logout and its render.
      return null;
    case 'loading':
      return <LoadingBlock label={messages.loading} />;
    case 'errorLoading':
      return (
        <div className="byko-stack">
          <Alert step="load" message={state.message} onRetry={model.retry} />
          {/* The way on for a 403 or an unknown id, where trying again cannot help. */}
          <Button onClick={model.logInAsOther}>{messages.otherUser}</Button>
        </div>
      );
    case 'submitted':
      return (
        <ApplicationSubmitted heading={messages.signed}>
          <p>{messages.addedAsGuarantor(state.application.accountName)}</p>
        </ApplicationSubmitted>
      );
    case 'initial':
    case 'submitting':
    case 'error':
      return (
        <Form onSubmit={() => void model.sign()} className="byko-guarantor-form" part="guarantor-form">
          <p>{messages.intro}</p>
          <ApplicationDetails application={state.application} />
          <p className="byko-field-hint">{messages.consent}</p>
          {state.kind === 'error' ? <Alert step="submit" message={state.message} /> : null}
          <Button type="submit" block busy={state.kind === 'submitting'} busyLabel={messages.signing}>
            {messages.sign}
          </Button>
        </Form>
      );
  }
}

/** Spec §2: the applicant's account name, the guarantor's kennitala, name and e-mail, read-only. */
function ApplicationDetails(props: { application: GuarantorApplication }): ReactNode {
  const { application } = props;
  const messages = useMessages(guarantorMessages);
  return (
    <>
      <TextField label={messages.applicant} value={application.accountName} readOnly name="accountName" />
      <div className="byko-field-row">
        <TextField label={messages.ssn} value={application.ssn} readOnly name="ssn" />
        <TextField label={messages.name} value={application.name} readOnly name="name" />
      </div>
      <TextField label={messages.email} value={application.email} readOnly name="email" />
    </>
  );
}
