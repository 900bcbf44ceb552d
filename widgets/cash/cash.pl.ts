import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { cashMessages } from './cash.messages.ts';

/** The cash-payment terms application's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...loginPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(cashMessages, {
    heading: 'Wniosek o warunki płatności gotówkowej',
    loginReason: 'Logowanie do płatności gotówkowej',
    submitted: 'Wniosek o warunki płatności gotówkowej przyjęty',
    submittedText:
      'Możesz robić zakupy na warunkach płatności gotówkowej, podając swój numer identyfikacyjny (kennitala).',
  }),
]);
