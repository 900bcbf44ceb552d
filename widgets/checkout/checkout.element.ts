import { defineWidget } from '../core/runtime/define.ts';
import { CheckoutWidget, type CheckoutWidgetProps } from './CheckoutWidget.tsx';
import checkoutCss from './checkout.css?inline';
import type { CheckoutEvents } from './checkout.events.ts';
import { tag as checkoutTag } from './checkout.tag.ts';

/**
 * `<byko-checkout>`: self-checkout. Three modes: `accounts`, 'Veljið reikning', the user's accounts, one chosen gets a checkout code and the
 * element goes to its page; `code`, 'Skannið kóða', the code as a QR code for the till to scan,
 * sized to the window, with the screen kept on; `login`, the self-checkout login at a till's code:
 * the login here, the user's accounts, then 'Innskráning á sjálfafgreiðslukassa tókst.'. A user
 * with no accounts is offered the account application.
 *
 * @fires byko-checkout-code - a code was created for the account chosen
 * @fires byko-checkout-login - the user is logged in at the till
 * @fires byko-navigate - cancelable: the login page, the new code's page (/checkout/code/{checkoutCodeId}), the account application
 * @csspart accounts - the list of accounts
 * @csspart no-accounts - the note for a user with no accounts, and its link
 * @csspart qr-code - the code's box
 * @csspart hints - the lines under the code (hidden under 300 px high)
 */
export const checkoutElement = defineWidget<CheckoutWidgetProps, CheckoutEvents>({
  tag: checkoutTag,
  component: CheckoutWidget,
  props: {
    /** `accounts` (default), `code` or `login` */
    mode: ['accounts', 'code', 'login'],
    /** the checkout code to show (`code`), or the till's code to log in at (`login`) */
    code: 'string',
    /** where the account list and the code page send a logged-out user (/checkout/login); without it the login shows in the element */
    loginPath: 'string',
  },
  styles: [checkoutCss],
  translations: { en: () => import('./checkout.en.ts'), pl: () => import('./checkout.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [checkoutTag]: HTMLElement & CheckoutWidgetProps;
  }
}
