import { defineWidget } from '../core/runtime/define.ts';
import { type RenovationEvents, RenovationWidget, type RenovationWidgetProps } from './RenovationWidget.tsx';

/**
 * `<byko-renovation-application>`: Umsókn um framkvæmdakjör (spec §2 "Renovation application").
 * Name and kennitala from the login, phone and e-mail (prefilled), the business terms and the
 * mailing list both ticked before 'Sækja um'; success 'Til hamingju!'.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti/framkvaemdakjor'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{ application: 'renovation'; request: { phone: string; email: string } }>} byko-submitted - once the server accepted it
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the login page when nobody is logged in
 */
defineWidget<RenovationWidgetProps, RenovationEvents>('byko-renovation-application', RenovationWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-renovation-application': HTMLElement & RenovationWidgetProps;
  }
}
