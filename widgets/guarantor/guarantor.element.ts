import { defineWidget } from '../core/define.ts';
import { GuarantorWidget, type GuarantorWidgetProps } from './GuarantorWidget.tsx';

/**
 * `<byko-guarantor-confirmation>`: Staðfesting ábyrgðaraðila.
 *
 * @attr application-id - the application the logged-in person guarantees
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<GuarantorWidgetProps>('byko-guarantor-confirmation', GuarantorWidget, {
  props: { applicationId: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-guarantor-confirmation': HTMLElement & GuarantorWidgetProps;
  }
}
