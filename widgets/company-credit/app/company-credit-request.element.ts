import { defineWidget } from '../../core/define.ts';
import {
  CompanyCreditRequestWidget,
  type CompanyCreditRequestWidgetProps,
} from './CompanyCreditRequestWidget.tsx';

/**
 * `<byko-company-credit-request>`: the app's company credit increase (spec §2 "App flow", §4 "App
 * credit flow"): the guid logs the app user in, then stage 0 picks the account by the company's
 * kennitala, stage 1 the request, stage 2 success.
 *
 * @attr guid - the app's link id, validated by the server
 * @attr api-base - where API calls go
 * @fires byko-navigate - `{ to }`, cancelable: '/vidskipti/fyrirtaeki' on a bad guid, the app's logout or cancel
 */
defineWidget<CompanyCreditRequestWidgetProps>('byko-company-credit-request', CompanyCreditRequestWidget, {
  props: { guid: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-company-credit-request': HTMLElement & CompanyCreditRequestWidgetProps;
  }
}
