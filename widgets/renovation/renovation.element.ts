import { defineWidget } from '../core/define.ts';
import { RenovationWidget, type RenovationWidgetProps } from './RenovationWidget.tsx';

/**
 * `<byko-renovation-application>`: Umsókn um framkvæmdakjör.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti/framkvaemdakjor'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<RenovationWidgetProps>('byko-renovation-application', RenovationWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-renovation-application': HTMLElement & RenovationWidgetProps;
  }
}
