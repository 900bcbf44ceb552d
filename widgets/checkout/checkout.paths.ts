import { fillUrlTemplate } from '../core/runtime/url-path.ts';
import { accountApplicationPath, checkoutCodePath, checkoutLoginPath, checkoutPath } from '../routes.ts';

/** Spec §6: a checkout call's 401 sends the page here; after the login it goes to the account list. */
export const checkoutPaths = {
  login: checkoutLoginPath,
  accounts: checkoutPath,
  code: (checkoutCodeId: string) => fillUrlTemplate(checkoutCodePath, { checkoutCode: checkoutCodeId }),
  apply: accountApplicationPath,
} as const;
