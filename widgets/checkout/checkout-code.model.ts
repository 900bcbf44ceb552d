import { createModel } from '@preact/signals-react';
import { logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { type CheckoutCode, checkoutApi } from './checkout.api.ts';
import { checkoutMessages as messages } from './checkout.messages.ts';

export interface CheckoutCodeDependencies {
  api: () => ApiClient;
}

/**
 * The code page (spec §2 "Checkout", /checkout/code/{checkoutCode}): the code is fetched for the
 * logged-in user and shown for the till to scan; a failure says 'Ekki tókst að sækja kóða' (the
 * server's reason first) with a retry; a 401 logs out, and the view's gate goes to /checkout/login.
 */
export const CheckoutCodeModel = createModel((dependencies: CheckoutCodeDependencies) => {
  const code = createKeyedLoader<CheckoutCode>({
    fetch: (checkoutCodeId) => checkoutApi.code(dependencies.api(), checkoutCodeId),
    failedMessage: messages.codeFailed,
    handled: logOutWhenLoginNeeded,
  });
  return { code, load: code.load, retry: code.retry, clear: code.clear, dispose: code.dispose };
});

export type CheckoutCodeModelInstance = InstanceType<typeof CheckoutCodeModel>;
