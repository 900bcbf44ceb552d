import { defineWidget } from '../core/define.ts';
import { LimitChangeWidget, type LimitChangeWidgetProps } from './LimitChangeWidget.tsx';

/**
 * `<byko-limit-change>`: Breyting á heimild.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti'); without it the login shows in the element
 * @attr close-app-url - the close-app link shown after success to a user who came from the app
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<LimitChangeWidgetProps>('byko-limit-change', LimitChangeWidget, {
  props: { loginPath: 'string', closeAppUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-limit-change': HTMLElement & LimitChangeWidgetProps;
  }
}
