import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { useMessages } from '../runtime/locale.ts';
import type { SessionUser } from '../runtime/session.ts';
import { useLatest } from '../runtime/use-widget-model.ts';
import { useWidget } from '../runtime/widget-context.tsx';
import { Alert, Button, Form, ProgressLine, Tabs, TextField } from '../ui/index.ts';
import { loginMessages, termsUrl } from './login.messages.ts';
import { type LoginMethod, LoginModel, type LoginSettings, loginFields } from './login.model.ts';

export interface LoginFormProps extends Partial<LoginSettings> {
  onLoggedIn: (user: SessionUser) => void;
  /** A phone number the flow already knows (the slip's), typed in for the person. */
  initialPhone?: string;
}

/** The shared e-ID login every flow embeds (spec §2 "Login form (shared)"). */
export function LoginForm(props: LoginFormProps): ReactNode {
  useSignals();
  const messages = useMessages(loginMessages);
  const { api } = useWidget();
  const latest = useLatest({ api, onLoggedIn: props.onLoggedIn });
  const model = useModel(() => {
    const created = new LoginModel({
      api: () => latest().api,
      onLoggedIn: (user) => latest().onLoggedIn(user),
    });
    if (props.initialPhone) created.setValue(props.initialPhone);
    return created;
  });

  const settings: LoginSettings = {
    reason: props.reason ?? '',
    showTerms: props.showTerms ?? true,
    showCreditCheck: props.showCreditCheck ?? true,
    isComingFromApp: props.isComingFromApp ?? false,
    ...(props.paymentMethod === undefined ? {} : { paymentMethod: props.paymentMethod }),
  };
  model.configure(settings);
  useEffect(() => () => model.cancel(), [model]);

  const state = model.state.value;
  const method = model.method.value;
  const missing = model.missing.value;
  const tabs = [
    { id: 'phone', label: messages.phoneTab },
    { id: 'app', label: messages.appTab },
  ] as const satisfies readonly { id: LoginMethod; label: string }[];

  return (
    <Form onSubmit={() => void model.submit()} className="byko-login-form" part="login-form">
      <Tabs
        label={messages.tablistLabel}
        tabs={tabs}
        selected={method}
        locked={model.busy.value}
        onSelect={model.selectMethod}
      >
        <div className="byko-stack">
          <TextField
            key={method}
            label={method === 'phone' ? messages.phoneLabel : messages.ssnLabel}
            kind={loginFields[method]}
            name={method === 'phone' ? 'phone' : 'ssn'}
            autoComplete={method === 'phone' ? 'tel-national' : 'off'}
            value={model.value.value}
            onChange={model.setValue}
            onBlur={model.leaveField}
            error={model.fieldMessage.value}
            readOnly={model.busy.value}
            required
          />
          {settings.showTerms ? (
            <CheckboxField name="terms" checked={model.termsAccepted} disabled={model.busy.value}>
              {messages.termsBefore}
              <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                {messages.termsLink}
              </a>
            </CheckboxField>
          ) : null}
          {settings.showCreditCheck ? (
            <CheckboxField
              name="credit-check"
              checked={model.creditCheckAccepted}
              disabled={model.busy.value}
            >
              {messages.creditCheck}
            </CheckboxField>
          ) : null}
          <LoginProgress state={state} />
          {state.kind === 'error' ? <Alert step="login" message={state.message} /> : null}
          <Button
            type="submit"
            block
            busy={model.busy.value}
            disabled={!model.canSubmit.value}
            busyLabel={messages.waitingForConfirmation}
            disabledReason={
              missing.length > 0
                ? messages.missingLine(missing.map((needed) => messages.missing[needed]))
                : undefined
            }
          >
            {messages.submit}
          </Button>
        </div>
      </Tabs>
    </Form>
  );
}

function LoginProgress(props: {
  state: ReturnType<InstanceType<typeof LoginModel>['state']['peek']>;
}): ReactNode {
  const messages = useMessages(loginMessages);
  const { state } = props;
  if (state.kind === 'loadingAuthCode') {
    return <ProgressLine label={messages.waitingForCode} />;
  }
  if (state.kind !== 'loggingInWithPhone' && state.kind !== 'loggingInWithApp') return null;
  return (
    <div className="byko-login-code" role="status" aria-live="polite">
      <p className="byko-login-code-text">{messages.securityCode(state.code)}</p>
      <p className="byko-field-hint">
        {state.kind === 'loggingInWithPhone' ? messages.confirmOnPhone : messages.confirmInApp}
      </p>
    </div>
  );
}
