import loginCss from '../core/login/login.css?inline';
import { defineWidget } from '../core/runtime/define.ts';
import { LoginWidget, type LoginWidgetProps } from './LoginWidget.tsx';
import type { LoginEvents } from './login.events.ts';

/**
 * `<byko-login>`: the shared e-ID login as a page of its own.
 *
 * @attr reason - heading and the reason sent with the login
 * @attr subtitle - a line under the heading
 * @attr next - path to go to after login (sent as a cancelable `byko-navigate` first)
 * @attr hide-terms - hides the business-terms consent
 * @attr hide-credit-check - hides the credit-rating lookup consent
 * @attr from-app - marks the user as coming from the app
 * @attr payment-method - payment method code sent with the login
 * @attr api-base - where API calls go (default: the page's setting, else its origin)
 * @fires {CustomEvent<{ name: string; ssn: string }>} byko-login - after a successful login
 * @fires {CustomEvent<Record<string, never>>} byko-logout - after 'Útskrá'
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable
 * @cssprop --byko-color-primary - buttons and the selected tab
 */
defineWidget<LoginWidgetProps, LoginEvents>('byko-login', LoginWidget, {
  props: {
    reason: 'string',
    subtitle: 'string',
    next: 'string',
    hideTerms: 'boolean',
    hideCreditCheck: 'boolean',
    fromApp: 'boolean',
    paymentMethod: 'number',
  },
  styles: [loginCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-login': HTMLElement & LoginWidgetProps;
  }
  interface GlobalEventHandlersEventMap {
    'byko-login': CustomEvent<LoginEvents['byko-login']>;
    'byko-logout': CustomEvent<LoginEvents['byko-logout']>;
    'byko-navigate': CustomEvent<LoginEvents['byko-navigate']>;
  }
}
