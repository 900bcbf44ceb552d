import { defineWidget } from '../core/runtime/define.ts';
import { RenovationWidget, type RenovationWidgetProps } from './RenovationWidget.tsx';
import type { RenovationEvents } from './renovation.events.ts';
import { tag as renovationApplicationTag } from './renovation.tag.ts';

/**
 * `<byko-renovation-application>`: Umsókn um framkvæmdakjör.
 * Name and kennitala from the login, phone and e-mail (prefilled), the business terms and the
 * mailing list both ticked before 'Sækja um'; success 'Til hamingju!'.
 *
 * @fires byko-submitted - once the server accepted it
 * @fires byko-navigate - cancelable: the login page when nobody is logged in
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const renovationApplicationElement = defineWidget<RenovationWidgetProps, RenovationEvents>({
  tag: renovationApplicationTag,
  component: RenovationWidget,
  translations: { en: () => import('./renovation.en.ts'), pl: () => import('./renovation.pl.ts') },
  props: {
    /** the login page ('/vidskipti/framkvaemdakjor'); without it the login shows in the element */
    loginPath: 'string',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    [renovationApplicationTag]: HTMLElement & RenovationWidgetProps;
  }
}
