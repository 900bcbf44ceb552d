import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { renovationMessages } from './renovation.messages.ts';

/** The renovation-terms application's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...loginPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(renovationMessages, {
    heading: 'Wniosek o warunki remontowe',
    loginReason: 'Logowanie do warunków remontowych',
    termsBefore: 'Akceptuję ',
    termsLink: 'regulamin BYKO',
    opensInNewTab: ' (otwiera się w nowej karcie)',
    mailingList: 'Chcę otrzymywać e-maile z ofertami i nowościami od BYKO',
    unticked: {
      both: 'Zaznacz oba pola, aby złożyć wniosek.',
      terms: 'Zaakceptuj regulamin BYKO, aby złożyć wniosek.',
      mailingList: 'Zaznacz też pole dotyczące e-maili, aby złożyć wniosek.',
    },
    successHeading: 'Gratulacje!',
    successText:
      'Możesz teraz robić zakupy na warunkach remontowych we wszystkich sklepach BYKO, w sklepie internetowym i w aplikacji. Wystarczy podać swój numer identyfikacyjny (kennitala) lub potwierdzić tożsamość w aplikacji.',
  }),
]);
