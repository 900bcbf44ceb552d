import { defineWidget } from '../core/runtime/define.ts';
import { GuarantorWidget, type GuarantorWidgetProps } from './GuarantorWidget.tsx';
import guarantorCss from './guarantor.css?inline';
import type { GuarantorEvents } from './guarantor.events.ts';
import { tag as guarantorConfirmationTag } from './guarantor.tag.ts';

/**
 * `<byko-guarantor-confirmation>`: Staðfesting ábyrgðaraðila. The guarantor logs in on the page
 * itself, sees the application and signs it ('Undirrita').
 *
 * @fires byko-submitted - after the signature went through
 */
export const guarantorConfirmationElement = defineWidget<GuarantorWidgetProps, GuarantorEvents>({
  tag: guarantorConfirmationTag,
  component: GuarantorWidget,
  props: {
    /** the application the logged-in person guarantees; removing it takes the element back to waiting */
    applicationId: 'string',
  },
  styles: [guarantorCss],
  translations: { en: () => import('./guarantor.en.ts'), pl: () => import('./guarantor.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [guarantorConfirmationTag]: HTMLElement & GuarantorWidgetProps;
  }
}
