import { createModel, signal } from '@preact/signals-react';
import type { VerifyAndPayModel } from '../three-ds/verify-and-pay.ts';
import {
  GooglePayBlocked,
  type GooglePayClient,
  type GooglePayClientFactory,
  type GooglePaySelection,
} from './client.ts';
import type { GooglePaySettings } from './settings.ts';

/**
 * `blocked`: the page's Content-Security-Policy refuses Google Pay (`blockedBy`, byko-error's
 * reason). Unlike a readiness failure (spec §8: only logged) the customer is told: trying again
 * cannot help on this page, another method may.
 */
export type GooglePayReadiness =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'unavailable' }
  | { kind: 'blocked'; blockedBy: string };

export interface GooglePayDependencies {
  attempt: VerifyAndPayModel;
  paymentId: () => string;
  amount: () => number;
  factory: GooglePayClientFactory;
  settings: () => GooglePaySettings;
}

/** The Google Pay section (spec §2, §4): choose a card in Google's sheet, then 'Borga með …'. */
export const GooglePayModel = createModel((dependencies: GooglePayDependencies) => {
  const readiness = signal<GooglePayReadiness>({ kind: 'loading' });
  const selection = signal<GooglePaySelection | undefined>(undefined);
  const choosing = signal(false);
  let client: GooglePayClient | undefined;

  const prepare = async () => {
    if (readiness.peek().kind === 'ready') return;
    readiness.value = { kind: 'loading' };
    try {
      client = await dependencies.factory(dependencies.settings());
      readiness.value = (await client.isReadyToPay()) ? { kind: 'ready' } : { kind: 'unavailable' };
    } catch (error) {
      if (error instanceof GooglePayBlocked) {
        readiness.value = { kind: 'blocked', blockedBy: error.blockedBy };
        return;
      }
      // Spec §8: readiness failures are only logged.
      console.warn('byko-pay: Google Pay is not ready', error);
      readiness.value = { kind: 'unavailable' };
    }
  };

  const choose = async () => {
    if (!client || choosing.peek() || dependencies.attempt.busy.peek()) return;
    choosing.value = true;
    dependencies.attempt.dismissError();
    try {
      const chosen = await client.choose({ amount: dependencies.amount() });
      if (chosen) selection.value = chosen;
    } catch (error) {
      if (error instanceof GooglePayBlocked)
        readiness.value = { kind: 'blocked', blockedBy: error.blockedBy };
      else console.warn('byko-pay: Google Pay sheet failed', error);
    } finally {
      choosing.value = false;
    }
  };

  const pay = () => {
    const chosen = selection.peek();
    if (!chosen) return;
    void dependencies.attempt.start({
      paymentId: dependencies.paymentId(),
      cardInfo: null,
      virtualCardId: null,
      googlePayToken: chosen.token,
    });
  };

  return { readiness, selection, choosing, prepare, choose, pay };
});
