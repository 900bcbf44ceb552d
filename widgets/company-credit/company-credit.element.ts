import { defineWidget } from '../core/define.ts';
import { CompanyCreditWidget, type CompanyCreditWidgetProps } from './CompanyCreditWidget.tsx';

/**
 * `<byko-company-credit>`: Heimild fyrirtækis (spec §2 "Company credit", §4 "Company credit web
 * flow"). The login, then the user's companies (finAdmin or creditAdmin), a company's credit and
 * its increase; a larger amount goes to the e-mail application with guarantors; a company without
 * an account signs up.
 *
 * @attr company-ssn - preselects this company of the user's list
 * @attr api-base - where API calls go
 * @fires byko-navigate - `{ to }`, cancelable
 */
defineWidget<CompanyCreditWidgetProps>('byko-company-credit', CompanyCreditWidget, {
  props: { companySsn: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-company-credit': HTMLElement & CompanyCreditWidgetProps;
  }
}
