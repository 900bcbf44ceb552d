import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { CheckboxField } from '../../core/form/CheckboxField.tsx';
import { FormField } from '../../core/form/FormField.tsx';
import { formatPercent } from '../../core/format-percent.ts';
import { withTranslations } from '../../core/languages/Translated.tsx';
import { RequireLogin } from '../../core/login/RequireLogin.tsx';
import { useLang, useMessages } from '../../core/runtime/locale.ts';
import { browserStorage, logOut, type SessionUser } from '../../core/runtime/session.ts';
import { useShadowStyles } from '../../core/runtime/styles.ts';
import { useLatest } from '../../core/runtime/use-widget-model.ts';
import { useWidget } from '../../core/runtime/widget-context.tsx';
import { userAt } from '../../core/session-user.ts';
import {
  Alert,
  Button,
  Dialog,
  Form,
  FullscreenError,
  LoadingBlock,
  ProgressLine,
  type SkeletonPart,
  TextField,
  uiMessages,
} from '../../core/ui/index.ts';
import { settingPageUrl } from '../../core/url-template.ts';
import { type Payment, paymentMethodCodes } from '../pay.api.ts';
import { InstalmentPlan, MonthsSlider } from './InstalmentTable.tsx';
import { instalmentMonths } from './instalment.api.ts';
import instalmentCss from './instalment.css?inline';
import { instalmentMessages } from './instalment.messages.ts';
import { InstalmentModel, type InstalmentModelInstance, signingWindow } from './instalment.model.ts';

const termsUrl = 'https://byko.is/skilmalar-greidsludreifingar';

/**
 * Opens the signing page in a popup that cannot reach back: a blank window first, its opener cut,
 * then sent to the page. ('noopener' would cut it too, but window.open then returns null, and the
 * handle is what tells us the window closed.)
 */
function openSigningWindow(url: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - signingWindow.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - signingWindow.height) / 2));
  const opened = window.open(
    '',
    'byko-signing',
    `popup=yes,width=${signingWindow.width},height=${signingWindow.height},left=${left},top=${top}`,
  );
  if (!opened) return null;
  opened.opener = null;
  opened.location.replace(url);
  return opened;
}

/** Spec §2 Instalment section: login gate, the form, or the signing page. */
function InstalmentSectionView(props: {
  payment: Payment;
  signingUrl: string | undefined;
  onPaid: () => void;
  onFailed: (message: string) => void;
}): ReactNode {
  useSignals();
  useShadowStyles(instalmentCss);
  const { api } = useWidget();
  const latest = useLatest({ api, props });
  const model = useModel(
    () =>
      new InstalmentModel({
        api: () => latest().api,
        payment: () => latest().props.payment,
        now: () => new Date(),
        storage: browserStorage,
        clearSession: logOut,
        openWindow: openSigningWindow,
        // The element's `signing-url`, else the page's setting: the template filled and resolved
        // against the API, through core's guard (url-template.ts).
        signingUrl: (documentId) =>
          settingPageUrl(
            latest().props.signingUrl,
            'instalmentSigningUrl',
            { documentId },
            latest().api.baseUrl,
          ),
        onPaid: () => latest().props.onPaid(),
        onFailed: (message) => latest().props.onFailed(message),
      }),
  );
  useEffect(() => model.dispose, [model]);
  const messages = useMessages(instalmentMessages);
  const user = userAt(api.baseUrl);
  const userPhone = user?.phoneNumber;
  const userEmail = user?.email;
  useEffect(() => {
    if (userPhone !== undefined && userEmail !== undefined)
      model.fillContact({ phoneNumber: userPhone, email: userEmail });
  }, [model, userPhone, userEmail]);

  const stage = model.stage.value;
  if (stage.kind === 'signing') return <SigningPage model={model} />;

  const form = (known: SessionUser | null) => (
    <InstalmentForm
      model={model}
      payment={props.payment}
      name={known?.name ?? props.payment.name}
      ssn={known?.ssn ?? props.payment.ssn}
    />
  );
  // Spec §6: instalments need a login unless the payment comes from the app.
  if (props.payment.origin === 'App') return form(user);
  return (
    <RequireLogin reason={messages.instalmentLoginReason} paymentMethod={paymentMethodCodes.instalments}>
      {form}
    </RequireLogin>
  );
}

/** The form's shape while its interest and fee load: the fields, the slider, the plan's summary. */
const formShape: readonly SkeletonPart[] = ['field', 'field', 'line', 'amount', 'line', 'button'];

function InstalmentForm(props: {
  model: InstalmentModelInstance;
  payment: Payment;
  name: string;
  ssn: string;
}): ReactNode {
  useSignals();
  const { model } = props;
  const messages = useMessages(instalmentMessages);
  const { cancel } = useMessages(uiMessages);
  const lang = useLang();
  useEffect(() => {
    void model.loadRates();
  }, [model]);

  const rates = model.rates.value;
  if (rates.kind === 'loading') return <LoadingBlock shape={formShape} />;
  if (rates.kind === 'failed')
    return <FullscreenError message={rates.message} onRetry={() => void model.loadRates()} />;

  const stage = model.stage.value;
  return (
    <Form onSubmit={() => void model.submit()} className="byko-instalment-form" part="instalment-form">
      <div className="byko-field-row">
        <TextField label={messages.name} value={props.name} readOnly name="name" />
        <TextField label={messages.ssn} value={props.ssn} readOnly name="ssn" />
      </div>
      <div className="byko-field-row">
        <FormField
          label={messages.phone}
          field={model.form.fields.phone}
          name="phone"
          readOnly={model.busy.value}
        />
        <FormField
          label={messages.email}
          field={model.form.fields.email}
          name="email"
          readOnly={model.busy.value}
        />
      </div>
      <MonthsSlider months={model.months} range={instalmentMonths} disabled={model.busy.value} />
      <p className="byko-field-hint">
        {messages.interestLine(formatPercent(rates.annualInterestPercent, 2, lang))}
      </p>
      <InstalmentPlan rows={model.schedule} summary={model.summary} />
      <CheckboxField name="terms" checked={model.termsAccepted} disabled={model.busy.value}>
        {messages.terms.replace(messages.termsLink, '')}
        <a href={termsUrl} target="_blank" rel="noopener noreferrer">
          {messages.termsLink}
        </a>
      </CheckboxField>
      {stage.kind === 'error' ? <Alert step="submit" message={stage.message} /> : null}
      <Button
        type="submit"
        block
        busy={model.busy.value}
        disabled={!model.canSubmit.value}
        disabledReason={model.termsAccepted.value ? undefined : messages.termsMissing}
      >
        {messages.apply}
      </Button>
      <Dialog
        open={stage.kind === 'creditConsent'}
        title={messages.creditInfoTitle}
        onClose={model.declineCreditConsent}
        actions={
          <>
            <Button variant="secondary" onClick={model.declineCreditConsent}>
              {cancel}
            </Button>
            <Button onClick={() => void model.submit(true)}>{messages.creditInfoAllow}</Button>
          </>
        }
      >
        <p>{messages.creditInfoText}</p>
      </Dialog>
    </Form>
  );
}

/**
 * Stage 1: 'Undirrita' opens the signing page. Where the element and its page give none, nothing
 * can open: the page says so at once, and 'Til baka' leads back to the form and the other methods.
 * Its alerts take the Icelandic texts: an alert shows them in the element's language, and reports
 * each once (byko-error) however often the language changes.
 */
function SigningPage(props: { model: InstalmentModelInstance }): ReactNode {
  useSignals();
  const messages = useMessages(instalmentMessages);
  const stage = props.model.stage.value;
  if (stage.kind !== 'signing') return null;
  const step = stage.step;
  const waiting = step.kind === 'windowOpen' || step.kind === 'checking' || step.kind === 'signed';
  if (step.kind === 'unset') {
    return (
      <div className="byko-stack byko-signing" part="signing">
        <h2 className="byko-subheading">{messages.signingHeading}</h2>
        <Alert step="signing" message={instalmentMessages.signingUnset} />
        <Button block variant="secondary" onClick={props.model.leaveSigning}>
          {messages.back}
        </Button>
      </div>
    );
  }
  return (
    <div className="byko-stack byko-signing" part="signing">
      <h2 className="byko-subheading">{messages.signingHeading}</h2>
      <p>{messages.signingText}</p>
      {step.kind === 'windowOpen' ? <ProgressLine label={messages.signingOpen} /> : null}
      {step.kind === 'notSigned' ? <Alert step="signing" message={instalmentMessages.notSigned} /> : null}
      {step.kind === 'error' ? <Alert step="signing" message={step.message} /> : null}
      <Button block busy={waiting} onClick={props.model.sign}>
        {messages.sign}
      </Button>
    </div>
  );
}

/** The section with its texts in the element's language, loaded with it. */
export default withTranslations(InstalmentSectionView, {
  en: () => import('./instalments.en.ts'),
  pl: () => import('./instalments.pl.ts'),
});
