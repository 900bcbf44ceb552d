import { defineWidget } from '../../core/runtime/define.ts';
import stepHeadingCss from '../step-heading.css?inline';
import {
  CompanyCreditRequestWidget,
  type CompanyCreditRequestWidgetProps,
} from './CompanyCreditRequestWidget.tsx';
import companyCreditRequestCss from './company-credit-request.css?inline';
import type { CompanyCreditRequestEvents } from './company-credit-request.events.ts';
import { tag as companyCreditRequestTag } from './company-credit-request.tag.ts';

/**
 * `<byko-company-credit-request>`: the app's company credit increase. The guid logs the app user in
 * (coming from the app); stage 0 (`?stig=reikningur`) picks the account by the company's kennitala (the account, current limit, validity and max
 * amount shown); stage 1 (`?stig=umsokn`) the request: phone, e-mail, amount; stage 2
 * (`?stig=mottekin`, replacing the form's history entry) the success, local storage cleared. A
 * refused guid (a 4xx other than 408 and 429) clears local storage and leaves (the server's reason
 * shown where the host keeps the page). A validation the server could not answer (5xx, 408, 429,
 * timeout, a broken answer) clears local storage too but does not leave: it stays with the message,
 * 'Reyna aftur' and 'Hætta við'.
 *
 * @fires byko-submitted - once the server took the request
 * @fires byko-navigate - cancelable: `/vidskipti/fyrirtaeki` for the app's 'Útskrá', 'Hætta við' and 'Loka', and with `replace: true` for a refused guid (the link's history entry replaced, so Back does not return to it); local storage cleared first
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const companyCreditRequestElement = defineWidget<
  CompanyCreditRequestWidgetProps,
  CompanyCreditRequestEvents
>({
  tag: companyCreditRequestTag,
  component: CompanyCreditRequestWidget,
  props: {
    /** the app's link id, validated by the server (`POST /company/app-validation/{guid}`); removing it takes the element back to waiting */
    guid: 'string',
  },
  styles: [stepHeadingCss, companyCreditRequestCss],
  translations: { en: () => import('../company-credit.en.ts'), pl: () => import('../company-credit.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [companyCreditRequestTag]: HTMLElement & CompanyCreditRequestWidgetProps;
  }
}
