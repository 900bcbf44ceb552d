import peopleCss from '../core/applications/people.css?inline';
import { defineWidget } from '../core/runtime/define.ts';
import { CompanyCreditWidget, type CompanyCreditWidgetProps } from './CompanyCreditWidget.tsx';
import companyCreditCss from './company-credit.css?inline';
import type { CompanyCreditEvents } from './company-credit.events.ts';
import { tag as companyCreditTag } from './company-credit.tag.ts';
import stepHeadingCss from './step-heading.css?inline';

/**
 * `<byko-company-credit>`: Heimild fyrirtækis. The shared login in the element, then the user's
 * companies (only those where they are finAdmin or creditAdmin; none: the general account application is offered), a company's credit
 * status and its increase; a larger amount (or the status unknown) goes to the e-mail application
 * with guarantors; the manual lookup by kennitala selects an account or signs up a new company. The
 * step is in the page's URL as `?skref=` (fyrirtaeki, leit, heimild, umsokn, nyskraning,
 * samthykkt, mottekin), so Back and Forward move between steps.
 *
 * @fires byko-submitted - after the server accepted one of the three forms (`form` says which; `gurantors` is spelt as the API spells it)
 * @fires byko-navigate - cancelable: the general account application (/vidskipti/umsokn) for a user with no company
 * @csspart companies - the company list step
 * @csspart no-permission - the company list's note for a user with no company, and its link
 * @csspart lookup - the manual lookup step
 * @csspart lookup-form - the manual lookup's form
 * @csspart credit - the credit status and credit form step
 * @csspart credit-status - the selected company's current credit, valid to and maximum
 * @csspart credit-form - the credit increase form
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 * @csspart guarantor-note - the credit form's note that a larger amount needs a guarantor
 * @csspart email-form - the e-mail application step
 * @csspart email-application-form - the e-mail application's form
 * @csspart guarantors - the e-mail application's guarantors
 * @csspart fin-admins - the e-mail application's extra withdrawal people
 * @csspart person - one person of those lists
 * @csspart sign-up - the sign-up step
 * @csspart sign-up-form - the sign-up's form
 * @csspart submitted - a success view
 */
export const companyCreditElement = defineWidget<CompanyCreditWidgetProps, CompanyCreditEvents>({
  tag: companyCreditTag,
  component: CompanyCreditWidget,
  props: {
    /** preselects this company of the user's list (its kennitala); removing it goes back to the list from that company's credit step */
    companySsn: 'string',
  },
  styles: [stepHeadingCss, peopleCss, companyCreditCss],
  translations: { en: () => import('./company-credit.en.ts'), pl: () => import('./company-credit.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [companyCreditTag]: HTMLElement & CompanyCreditWidgetProps;
  }
}
