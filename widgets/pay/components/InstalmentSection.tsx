import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { fields } from '../../core/fields/index.ts';
import { formatPercent } from '../../core/format.ts';
import { LoginForm } from '../../core/login/LoginForm.tsx';
import loginCss from '../../core/login/login.css?inline';
import { browserStorage, logOut, sessionUser } from '../../core/session.ts';
import { useShadowStyles } from '../../core/styles.ts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  Form,
  FullscreenError,
  LoadingBlock,
  Spinner,
  TextField,
} from '../../core/ui/index.ts';
import { useWidget } from '../../core/widget-context.tsx';
import { instalmentMonths } from '../instalment.api.ts';
import instalmentCss from '../instalment.css?inline';
import { instalmentMessages } from '../instalment.messages.ts';
import { InstalmentModel, type InstalmentModelInstance, signingWindow } from '../instalment.model.ts';
import { type Payment, paymentMethodCodes } from '../pay.api.ts';
import { AprLine, InstalmentTable, MonthsSlider } from './InstalmentTable.tsx';

const termsUrl = 'https://byko.is/skilmalar-greidsludreifingar';
const defaultSigningUrl = '/sandbox/signing/{documentId}';

function openSigningWindow(url: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - signingWindow.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - signingWindow.height) / 2));
  return window.open(
    url,
    'byko-signing',
    `popup=yes,width=${signingWindow.width},height=${signingWindow.height},left=${left},top=${top}`,
  );
}

/** Spec §2 Instalment section: login gate, the form, or the signing page. */
export default function InstalmentSection(props: {
  payment: Payment;
  signingUrl: string | undefined;
  onPaid: () => void;
  onFailed: (message: string) => void;
}): ReactNode {
  useSignals();
  useShadowStyles(loginCss);
  useShadowStyles(instalmentCss);
  const { api } = useWidget();
  const latest = useRef({ api, props });
  latest.current = { api, props };
  const model = useModel(
    () =>
      new InstalmentModel({
        api: () => latest.current.api,
        payment: () => latest.current.props.payment,
        now: () => new Date(),
        storage: browserStorage,
        clearSession: logOut,
        openWindow: openSigningWindow,
        signingUrl: (documentId) => {
          const template = latest.current.props.signingUrl || defaultSigningUrl;
          const path = template.replace('{documentId}', encodeURIComponent(documentId));
          return new URL(path, `${latest.current.api.baseUrl}/`).href;
        },
        onPaid: () => latest.current.props.onPaid(),
        onFailed: (message) => latest.current.props.onFailed(message),
      }),
  );
  useEffect(() => model.dispose, [model]);
  const user = sessionUser.value;
  const userPhone = user?.phoneNumber;
  const userEmail = user?.email;
  useEffect(() => {
    if (userPhone !== undefined && userEmail !== undefined)
      model.fillContact({ phoneNumber: userPhone, email: userEmail });
  }, [model, userPhone, userEmail]);

  const stage = model.stage.value;
  if (stage.kind === 'signing') return <SigningPage model={model} />;

  if (props.payment.origin !== 'App' && !user) {
    return (
      <LoginForm
        reason={instalmentMessages.instalmentLoginReason}
        paymentMethod={paymentMethodCodes.instalments}
        onLoggedIn={() => undefined}
      />
    );
  }
  return (
    <InstalmentForm
      model={model}
      payment={props.payment}
      name={user?.name ?? props.payment.name}
      ssn={user?.ssn ?? props.payment.ssn}
    />
  );
}

function InstalmentForm(props: {
  model: InstalmentModelInstance;
  payment: Payment;
  name: string;
  ssn: string;
}): ReactNode {
  useSignals();
  const { model } = props;
  useEffect(() => {
    void model.loadRates();
  }, [model]);

  const rates = model.rates.value;
  if (rates.kind === 'loading') return <LoadingBlock />;
  if (rates.kind === 'failed')
    return <FullscreenError message={rates.message} onRetry={() => void model.loadRates()} />;

  const stage = model.stage.value;
  return (
    <Form onSubmit={() => void model.submit()} className="byko-instalment-form" part="instalment-form">
      <div className="byko-card-row">
        <TextField label={instalmentMessages.name} value={props.name} readOnly name="name" />
        <TextField label={instalmentMessages.ssn} value={props.ssn} readOnly name="ssn" />
      </div>
      <div className="byko-card-row">
        <TextField
          label={instalmentMessages.phone}
          kind={fields.phone}
          name="phone"
          value={model.phone.value}
          onChange={model.setPhone}
          error={model.phoneMessage.value}
          readOnly={model.busy.value}
          required
        />
        <TextField
          label={instalmentMessages.email}
          kind={fields.email}
          name="email"
          value={model.email.value}
          onChange={model.setEmail}
          error={model.emailMessage.value}
          readOnly={model.busy.value}
          required
        />
      </div>
      <MonthsSlider months={model.months} range={instalmentMonths} disabled={model.busy.value} />
      <p className="byko-field-hint">
        {instalmentMessages.interestLine(formatPercent(rates.annualInterestPercent, 2))}
      </p>
      <InstalmentTable rows={model.schedule.value} />
      <AprLine apr={model.apr.value} />
      <Checkbox
        name="terms"
        checked={model.termsAccepted.value}
        disabled={model.busy.value}
        onChange={(checked) => {
          model.termsAccepted.value = checked;
        }}
      >
        {instalmentMessages.terms.replace(instalmentMessages.termsLink, '')}
        <a href={termsUrl} target="_blank" rel="noopener noreferrer">
          {instalmentMessages.termsLink}
        </a>
      </Checkbox>
      {stage.kind === 'error' ? <Alert message={stage.message} /> : null}
      <Button type="submit" block busy={model.busy.value} disabled={!model.canSubmit.value}>
        {instalmentMessages.apply}
      </Button>
      <Dialog
        open={stage.kind === 'creditConsent'}
        title={instalmentMessages.creditInfoTitle}
        onClose={model.declineCreditConsent}
        actions={
          <>
            <Button variant="secondary" onClick={model.declineCreditConsent}>
              {instalmentMessages.creditInfoCancel}
            </Button>
            <Button onClick={() => void model.submit(true)}>{instalmentMessages.creditInfoAllow}</Button>
          </>
        }
      >
        <p>{instalmentMessages.creditInfoText}</p>
      </Dialog>
    </Form>
  );
}

function SigningPage(props: { model: InstalmentModelInstance }): ReactNode {
  useSignals();
  const stage = props.model.stage.value;
  if (stage.kind !== 'signing') return null;
  const step = stage.step;
  const waiting = step.kind === 'windowOpen' || step.kind === 'checking' || step.kind === 'signed';
  return (
    <div className="byko-stack byko-signing" part="signing">
      <h2 className="byko-subheading">{instalmentMessages.signingHeading}</h2>
      <p>{instalmentMessages.signingText}</p>
      {step.kind === 'windowOpen' ? (
        <p className="byko-login-progress">
          <Spinner label={instalmentMessages.signingOpen} /> {instalmentMessages.signingOpen}
        </p>
      ) : null}
      {step.kind === 'notSigned' ? <Alert message={instalmentMessages.notSigned} /> : null}
      {step.kind === 'error' ? <Alert message={step.message} /> : null}
      <Button block busy={waiting} onClick={props.model.sign}>
        {instalmentMessages.sign}
      </Button>
    </div>
  );
}
