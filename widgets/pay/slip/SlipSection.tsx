import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import { withTranslations } from '../../core/languages/Translated.tsx';
import { LoginForm } from '../../core/login/LoginForm.tsx';
import loginCss from '../../core/login/login.css?inline';
import { useMessages, useTranslate } from '../../core/runtime/locale.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import { useShadowStyles } from '../../core/runtime/styles.ts';
import { useErrorEvent } from '../../core/runtime/ui/Alert.tsx';
import { useLatest } from '../../core/runtime/use-widget-model.ts';
import { useEmit, useWidget } from '../../core/runtime/widget-context.tsx';
import { userAt } from '../../core/session-user.ts';
import { Button, Form, LoadingBlock, uiMessages } from '../../core/ui/index.ts';
import { type Payment, paymentMethodCodes } from '../pay.api.ts';
import type { PayEvents } from '../pay.events.ts';
import { payMessages } from '../pay.messages.ts';
import { slipMessages } from './slip.messages.ts';
import { SlipModel } from './slip.model.ts';

const slipRedirectDelayMs = 1200;

/** Spec §2 Claim (slip) section: phone and 'Borga'; stages 0, 1, 2 and the error page. */
function SlipSectionView(props: { payment: Payment; onFailed: (message: string) => void }): ReactNode {
  useSignals();
  useShadowStyles(loginCss);
  const { api, navigate } = useWidget();
  const emit = useEmit<PayEvents>();
  const latest = useLatest({ api, navigate, emit, props });
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the section (or the element leaving the page) cancels the pending move.
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const messages = useMessages(slipMessages);
  const { pay, success } = useMessages(payMessages);
  const { cancel } = useMessages(uiMessages);
  const model = useModel(
    () =>
      new SlipModel({
        api: () => latest().api,
        payment: () => latest().props.payment,
        user: () => userAt(latest().api.baseUrl, sessionUser.peek()),
        onPaid: (redirectUrl) => {
          latest().emit('byko-paid', { paymentId: latest().props.payment.id, method: 'slip' });
          // Stage 2 ('Greiðsla tókst') is shown a moment before the browser moves on.
          redirectTimer.current = setTimeout(() => latest().navigate(redirectUrl), slipRedirectDelayMs);
        },
        onFailed: (message) => latest().props.onFailed(message),
      }),
  );

  const stage = model.stage.value;
  switch (stage.kind) {
    case 'paying':
      return <LoadingBlock label={messages.slipPaying} />;
    case 'paid':
      return (
        <p className="byko-heading byko-success" role="status">
          {success}
        </p>
      );
    case 'failed':
      return <SlipFailed message={stage.message} onRetry={model.retry} />;
    case 'login':
      return (
        <div className="byko-stack">
          <LoginForm
            reason={messages.slipLoginReason}
            paymentMethod={paymentMethodCodes.slip}
            initialPhone={model.phone.value.value}
            onLoggedIn={model.loggedIn}
          />
          <Button variant="secondary" onClick={model.cancelLogin}>
            {cancel}
          </Button>
        </div>
      );
    case 'form': {
      return (
        <Form onSubmit={() => model.submit()} part="slip-form">
          <FormField label={messages.slipPhone} field={model.phone} name="phone" />
          <Button type="submit" block>
            {pay}
          </Button>
        </Form>
      );
    }
  }
}

/** Spec §2's error page of the slip: its heading, the reason, and a retry; reported as byko-error. */
function SlipFailed(props: { message: string; onRetry: () => void }): ReactNode {
  useErrorEvent('payment', props.message);
  const translate = useTranslate();
  const { retry } = useMessages(uiMessages);
  const { slipFailed } = useMessages(slipMessages);
  return (
    <div className="byko-stack" role="alert">
      <h2 className="byko-heading">{slipFailed}</h2>
      <p>{translate(props.message)}</p>
      <Button onClick={props.onRetry}>{retry}</Button>
    </div>
  );
}

/** The section with its texts in the element's language, loaded with it. */
export default withTranslations(SlipSectionView, {
  en: () => import('./slip.en.ts'),
  pl: () => import('./slip.pl.ts'),
});
