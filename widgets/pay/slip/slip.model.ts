import { computed, createModel, signal } from '@preact/signals-react';
import { fields, nationalPhone } from '../../core/fields/index.ts';
import { createField, createSubmission } from '../../core/form/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import type { SessionUser } from '../../core/runtime/session.ts';
import type { Payment } from '../pay.api.ts';
import { slipApi } from './slip.api.ts';

/** Spec §2 Claim section stages: 0 the form (and its login), 1 paying, 2 paid, or the error page. */
export type SlipStage =
  | { kind: 'form' }
  | { kind: 'login' }
  | { kind: 'paying' }
  | { kind: 'paid'; redirectUrl: string }
  | { kind: 'failed'; message: string };

export interface SlipDependencies {
  api: () => ApiClient;
  payment: () => Payment;
  user: () => SessionUser | null;
  onPaid: (redirectUrl: string) => void;
  onFailed: (message: string) => void;
}

/** The same phone whatever the person typed around it (+354, spaces). */
function samePhone(first: string, second: string): boolean {
  return nationalPhone(first) !== '' && nationalPhone(first) === nationalPhone(second);
}

export const SlipModel = createModel((dependencies: SlipDependencies) => {
  const phone = createField({ kind: fields.phone, required: true, initial: dependencies.payment().phone });
  /** 'Borga' asked for a login first (nobody logged in, someone with another phone, or a 401). */
  const askingLogin = signal(false);
  // Core's submit states: one request per click, the server's reason or 'Óvænt villa kom upp', a
  // 401 to the login. The stages of spec §2 are read from them.
  const claim = createSubmission({
    send: () => {
      const payment = dependencies.payment();
      return slipApi.payWithClaim(dependencies.api(), {
        paymentId: payment.id,
        phone: phone.output(),
        email: payment.email || dependencies.user()?.email || '',
      });
    },
    onLoginNeeded: () => {
      askingLogin.value = true;
    },
    onSubmitted: ({ redirectUrl }) => dependencies.onPaid(redirectUrl),
    onFailed: (message) => dependencies.onFailed(message),
  });

  const stage = computed<SlipStage>(() => {
    if (askingLogin.value) return { kind: 'login' };
    const state = claim.state.value;
    switch (state.kind) {
      case 'submitting':
        return { kind: 'paying' };
      case 'submitted':
        return { kind: 'paid', redirectUrl: state.result.redirectUrl };
      case 'error':
        return { kind: 'failed', message: state.message };
      default:
        return { kind: 'form' };
    }
  });

  /** 'Borga': log in first when nobody is, or someone with another phone (spec §4 Claim payment). */
  const submit = () => {
    if (stage.peek().kind !== 'form') return;
    if (!phone.validate()) return;
    const user = dependencies.user();
    if (!user || !samePhone(user.phoneNumber, phone.value.peek())) {
      askingLogin.value = true;
      return;
    }
    void claim.submit();
  };

  const loggedIn = () => {
    if (!askingLogin.peek()) return;
    askingLogin.value = false;
    void claim.submit();
  };

  /** From the error page back to the form, the phone as it was. */
  const retry = () => {
    if (stage.peek().kind === 'failed') claim.reset();
  };

  const cancelLogin = () => {
    askingLogin.value = false;
  };

  return { stage, phone, submit, loggedIn, retry, cancelLogin };
});

export type SlipModelInstance = InstanceType<typeof SlipModel>;
