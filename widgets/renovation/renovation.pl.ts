import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { renovationMessages } from './renovation.messages.ts';

/** The renovation-terms application's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
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
