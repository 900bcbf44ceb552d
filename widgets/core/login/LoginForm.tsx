import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SessionUser } from '../session.ts';
import { Alert, Button, Checkbox, Form, Spinner, Tabs, TextField } from '../ui/index.ts';
import { useWidget } from '../widget-context.tsx';
import { loginMessages, termsUrl } from './login.messages.ts';
import { type LoginMethod, LoginModel, type LoginSettings, loginFields } from './login.model.ts';

export interface LoginFormProps extends Partial<LoginSettings> {
  onLoggedIn: (user: SessionUser) => void;
  /** A phone number the flow already knows (the slip's), typed in for the person. */
  initialPhone?: string;
}

const tabs = [
  { id: 'phone', label: loginMessages.phoneTab },
  { id: 'app', label: loginMessages.appTab },
] as const satisfies readonly { id: LoginMethod; label: string }[];

/** The shared e-ID login every flow embeds (spec §2 "Login form (shared)"). */
export function LoginForm(props: LoginFormProps): ReactNode {
  useSignals();
  const { api } = useWidget();
  const apiRef = useRef(api);
  apiRef.current = api;
  const onLoggedInRef = useRef(props.onLoggedIn);
  onLoggedInRef.current = props.onLoggedIn;
  const model = useModel(() => {
    const created = new LoginModel({
      api: () => apiRef.current,
      onLoggedIn: (user) => onLoggedInRef.current(user),
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

  return (
    <Form onSubmit={() => void model.submit()} className="byko-login" part="login-form">
      <Tabs
        label={loginMessages.tablistLabel}
        tabs={tabs}
        selected={method}
        locked={model.busy.value}
        onSelect={model.selectMethod}
      >
        <div className="byko-stack">
          <TextField
            key={method}
            label={method === 'phone' ? loginMessages.phoneLabel : loginMessages.ssnLabel}
            kind={loginFields[method]}
            name={method === 'phone' ? 'phone' : 'ssn'}
            autoComplete={method === 'phone' ? 'tel-national' : 'off'}
            value={model.value.value}
            onChange={model.setValue}
            error={model.fieldMessage.value}
            readOnly={model.busy.value}
            required
          />
          {settings.showTerms ? (
            <Checkbox
              name="terms"
              checked={model.termsAccepted.value}
              disabled={model.busy.value}
              onChange={(checked) => {
                model.termsAccepted.value = checked;
              }}
            >
              {loginMessages.termsBefore}
              <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                {loginMessages.termsLink}
              </a>
            </Checkbox>
          ) : null}
          {settings.showCreditCheck ? (
            <Checkbox
              name="credit-check"
              checked={model.creditCheckAccepted.value}
              disabled={model.busy.value}
              onChange={(checked) => {
                model.creditCheckAccepted.value = checked;
              }}
            >
              {loginMessages.creditCheck}
            </Checkbox>
          ) : null}
          <LoginProgress state={state} />
          {state.kind === 'error' ? <Alert message={state.message} /> : null}
          <Button
            type="submit"
            block
            busy={model.busy.value}
            disabled={!model.canSubmit.value}
            busyLabel={loginMessages.waitingForConfirmation}
          >
            {loginMessages.submit}
          </Button>
        </div>
      </Tabs>
    </Form>
  );
}

function LoginProgress(props: {
  state: ReturnType<InstanceType<typeof LoginModel>['state']['peek']>;
}): ReactNode {
  const { state } = props;
  if (state.kind === 'loadingAuthCode') {
    return (
      <p className="byko-login-progress">
        <Spinner label={loginMessages.waitingForCode} /> {loginMessages.waitingForCode}
      </p>
    );
  }
  if (state.kind !== 'loggingInWithPhone' && state.kind !== 'loggingInWithApp') return null;
  return (
    <div className="byko-login-code" role="status" aria-live="polite">
      <p className="byko-login-code-text">{loginMessages.securityCode(state.code)}</p>
      <p className="byko-field-hint">
        {state.kind === 'loggingInWithPhone' ? loginMessages.confirmOnPhone : loginMessages.confirmInApp}
      </p>
    </div>
  );
}
