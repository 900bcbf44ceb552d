import { createModel, signal } from '@preact/signals-react';
import { fields, nationalPhone } from '../../core/fields/index.ts';
import { createField, formMessages } from '../../core/form/index.ts';
import { type ApiClient, errorMessage } from '../../core/http.ts';
import { needsLogin, type SessionUser } from '../../core/session.ts';
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
  const stage = signal<SlipStage>({ kind: 'form' });
  const phone = createField({ kind: fields.phone, required: true, initial: dependencies.payment().phone });

  const pay = async () => {
    const user = dependencies.user();
    const payment = dependencies.payment();
    stage.value = { kind: 'paying' };
    try {
      const { redirectUrl } = await slipApi.payWithClaim(dependencies.api(), {
        paymentId: payment.id,
        phone: phone.output(),
        email: payment.email || user?.email || '',
      });
      stage.value = { kind: 'paid', redirectUrl };
      dependencies.onPaid(redirectUrl);
    } catch (error) {
      if (needsLogin(error)) {
        stage.value = { kind: 'login' };
        return;
      }
      const message = errorMessage(error, formMessages.unexpected);
      stage.value = { kind: 'failed', message };
      dependencies.onFailed(message);
    }
  };

  /** 'Borga': log in first when nobody is, or someone with another phone (spec §4 Claim payment). */
  const submit = () => {
    if (stage.peek().kind !== 'form') return;
    if (!phone.validate()) return;
    const user = dependencies.user();
    if (!user || !samePhone(user.phoneNumber, phone.value.peek())) {
      stage.value = { kind: 'login' };
      return;
    }
    void pay();
  };

  const loggedIn = () => {
    if (stage.peek().kind === 'login') void pay();
  };

  /** From the error page back to the form, the phone as it was. */
  const retry = () => {
    if (stage.peek().kind === 'failed') stage.value = { kind: 'form' };
  };

  const cancelLogin = () => {
    if (stage.peek().kind === 'login') stage.value = { kind: 'form' };
  };

  return { stage, phone, submit, loggedIn, retry, cancelLogin };
});

export type SlipModelInstance = InstanceType<typeof SlipModel>;
