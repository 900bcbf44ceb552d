import { defineWidget } from '../core/runtime/define.ts';
import { LimitChangeWidget, type LimitChangeWidgetProps } from './LimitChangeWidget.tsx';
import limitChangeCss from './limit-change.css?inline';
import type { LimitChangeEvents } from './limit-change.events.ts';
import { tag as limitChangeTag } from './limit-change.tag.ts';

/**
 * `<byko-limit-change>`: Breyting á heimild. The account number, the
 * current and the highest limit; phone, e-mail (prefilled) and the requested limit (whole krónur,
 * at most the highest); success 'Umsókn um breytingu heimildar samþykkt'. A person who is not a
 * customer is sent to the account application ('/vidskipti/umsokn').
 *
 * @fires byko-submitted - once the server accepted it
 * @fires byko-navigate - cancelable: the login page, the account application for a non-customer, the close-app link
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const limitChangeElement = defineWidget<LimitChangeWidgetProps, LimitChangeEvents>({
  tag: limitChangeTag,
  component: LimitChangeWidget,
  translations: { en: () => import('./limit-change.en.ts'), pl: () => import('./limit-change.pl.ts') },
  props: {
    /** the login page ('/vidskipti'); without it the login shows in the element */
    loginPath: 'string',
    /** where the close-app link shown after success to a person who came from the app goes (default '/vidskipti/app'); followed only through core's URL guard (http(s), this origin or an allow-listed one), else the default */
    closeAppUrl: 'string',
  },
  styles: [limitChangeCss],
});

declare global {
  interface HTMLElementTagNameMap {
    [limitChangeTag]: HTMLElement & LimitChangeWidgetProps;
  }
}
