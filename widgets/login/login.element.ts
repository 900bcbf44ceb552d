import loginCss from '../core/login/login.css?inline';
import { defineWidget } from '../core/runtime/define.ts';
import { LoginWidget, type LoginWidgetProps } from './LoginWidget.tsx';
import type { LoginEvents } from './login.events.ts';
import { tag as loginTag } from './login.tag.ts';

/**
 * `<byko-login>`: the shared e-ID login as a page of its own.
 *
 * @fires byko-login - after a successful login
 * @fires byko-logout - after 'Útskrá'
 * @fires byko-navigate - cancelable
 * @cssprop --byko-color-primary - buttons and the selected tab
 */
export const loginElement = defineWidget<LoginWidgetProps, LoginEvents>({
  tag: loginTag,
  component: LoginWidget,
  props: {
    /** heading and the reason sent with the login */
    reason: 'string',
    /** a line under the heading */
    subtitle: 'string',
    /** path to go to after login (sent as a cancelable `byko-navigate` first) */
    next: 'string',
    /** hides the business-terms consent */
    hideTerms: 'boolean',
    /** hides the credit-rating lookup consent */
    hideCreditCheck: 'boolean',
    /** marks the user as coming from the app */
    fromApp: 'boolean',
    /** payment method code sent with the login */
    paymentMethod: 'number',
  },
  styles: [loginCss],
  translations: { en: () => import('./login.en.ts'), pl: () => import('./login.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [loginTag]: HTMLElement & LoginWidgetProps;
  }
}
