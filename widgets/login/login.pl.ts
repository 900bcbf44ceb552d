import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';

/**
 * The login page's texts in Polish: the shared login's and what it shows (the element has no texts
 * of its own; the page's `reason` and `subtitle` are translated where these texts know them).
 */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...formPl,
  ...loginPl,
  ...callReasons,
  ...apiReasonsPl,
]);
