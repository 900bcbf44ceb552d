import { createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../../core/runtime/http.ts';
import { guardedUrl, safeUrl } from '../../core/runtime/navigation.ts';
import { type Payment, payApi } from '../pay.api.ts';
import { payMessages } from '../pay.messages.ts';
import { createPaymentLoader, type PaymentLoadState } from '../payment-load.ts';
import { type PaidSummary, successApi } from './success.api.ts';

/** Spec §9: the success page moves on to the payment's redirectUrl after 3 seconds. */
export const successRedirectMs = 3000;

export type SuccessState = PaymentLoadState<{ payment: Payment }>;

/**
 * Where the success page moves on to, and its host as the customer reads it: a paid payment's
 * redirectUrl that the page may follow (core's navigation guard: its own origin or one it allows,
 * as the guard's absolute URL). Another origin the page does not allow is not followed, so the page
 * neither waits to go there nor says it will.
 */
export function destinationOf(payment: Payment): { url: string; host: string } | undefined {
  const url = payment.isPaid && payment.redirectUrl !== '' ? safeUrl(payment.redirectUrl) : undefined;
  return url === undefined ? undefined : { url, host: new URL(url).host };
}

export interface SuccessDependencies {
  api: () => ApiClient;
  navigate: (url: string) => void;
}

/**
 * The success page (spec §2): the paid payment's amount, its reference, when and how it was paid,
 * then its redirectUrl after 3 s (or at once, when asked).
 */
export const SuccessModel = createModel((dependencies: SuccessDependencies) => {
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;
  let destination: string | undefined;

  const stop = () => {
    if (redirectTimer !== undefined) clearTimeout(redirectTimer);
    redirectTimer = undefined;
    destination = undefined;
  };

  /**
   * When and how it was paid, from its receipt: asked for once the paid payment shows, so neither
   * 'Greiðsla tókst' nor its 3 s wait for it; a receipt not ready yet (or refused) leaves them out.
   */
  const paid = signal<PaidSummary | undefined>(undefined);
  /** Which load the receipt's answer belongs to: a later load's page takes no earlier answer. */
  let loadCount = 0;
  const readPaidSummary = (paymentId: string) => {
    const mine = loadCount;
    successApi.paidSummary(dependencies.api(), paymentId).then(
      (summary) => {
        if (mine === loadCount) paid.value = summary;
      },
      () => undefined,
    );
  };

  const payment = createPaymentLoader({
    fetch: async (paymentId) => ({ payment: await payApi.payment(dependencies.api(), paymentId) }),
    failedMessage: payMessages.loadFailed,
    onReady: ({ payment: loaded }) => {
      if (loaded.isPaid) readPaidSummary(loaded.id);
      // Only a paid payment moves on: an unpaid one's page says so and offers to pay.
      // The redirectUrl as the payment gives it: the widget's navigate guards it again, and sends
      // the host page a path of its own origin as a path.
      if (destinationOf(loaded) !== undefined) {
        destination = loaded.redirectUrl;
        redirectTimer = setTimeout(goNow, successRedirectMs);
      }
      // One the page may not follow: the guard's warning tells the page's developers which.
      else if (loaded.isPaid && loaded.redirectUrl !== '') guardedUrl(loaded.redirectUrl);
    },
  });

  /** To the redirectUrl now, without waiting out the 3 s (once). */
  const goNow = () => {
    const to = destination;
    stop();
    if (to !== undefined) dependencies.navigate(to);
  };

  /** Another payment, or none: its receipt's answer is not this page's. */
  const forget = () => {
    stop();
    loadCount += 1;
    paid.value = undefined;
  };

  const load = (paymentId: string) => {
    forget();
    return payment.load(paymentId);
  };

  const dispose = () => {
    payment.dispose();
    forget();
  };

  /** No payment-id (removed): back to waiting for one. */
  const clear = () => {
    forget();
    payment.clear();
  };

  return { state: payment.state, paid, load, retry: payment.retry, dispose, clear, goNow };
});
