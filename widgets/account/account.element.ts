import { defineWidget } from '../core/runtime/define.ts';
import { AccountWidget, type AccountWidgetProps } from './AccountWidget.tsx';
import accountCss from './account.css?inline';
import type { AccountEvents } from './account.events.ts';
import { tag as accountApplicationTag } from './account.tag.ts';

/**
 * `<byko-account-application>`: Umsókn um reikningsviðskipti. A customer who trades on account
 * already (not standing-order) is sent to the limit change (a cancelable byko-navigate)
 * and sees 'Reikningur nú þegar til' with a link there in place of the form.
 *
 * @fires byko-submitted - after the server accepted the application
 * @fires byko-navigate - cancelable: the login page, the limit change, the manual application
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const accountApplicationElement = defineWidget<AccountWidgetProps, AccountEvents>({
  tag: accountApplicationTag,
  component: AccountWidget,
  translations: { en: () => import('./account.en.ts'), pl: () => import('./account.pl.ts') },
  props: {
    /** the login page ('/vidskipti'); without it the login shows in the element */
    loginPath: 'string',
  },
  styles: [accountCss],
});

declare global {
  interface HTMLElementTagNameMap {
    [accountApplicationTag]: HTMLElement & AccountWidgetProps;
  }
}
