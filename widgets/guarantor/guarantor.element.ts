import { defineWidget } from '../core/runtime/define.ts';
import { GuarantorWidget, type GuarantorWidgetProps } from './GuarantorWidget.tsx';
import guarantorCss from './guarantor.css?inline';
import type { GuarantorEvents } from './guarantor.events.ts';

/**
 * `<byko-guarantor-confirmation>`: Staðfesting ábyrgðaraðila. The guarantor logs in on the page
 * itself, sees the application and signs it ('Undirrita').
 *
 * @attr application-id - the application the logged-in person guarantees; removing it takes the element back to waiting
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   application: 'guarantor';
 *   request: { id: string; ssn: string; name: string; accountName: string; email: string };
 * }>} byko-submitted - after the signature went through
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable
 */
defineWidget<GuarantorWidgetProps, GuarantorEvents>('byko-guarantor-confirmation', GuarantorWidget, {
  props: { applicationId: 'string' },
  styles: [guarantorCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-guarantor-confirmation': HTMLElement & GuarantorWidgetProps;
  }
}
