import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { cashMessages } from './cash.messages.ts';

/** The cash-payment terms application's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
  pair(cashMessages, {
    heading: 'Wniosek o warunki płatności gotówkowej',
    loginReason: 'Logowanie do płatności gotówkowej',
    submitted: 'Wniosek o warunki płatności gotówkowej przyjęty',
    submittedText:
      'Możesz robić zakupy na warunkach płatności gotówkowej, podając swój numer identyfikacyjny (kennitala).',
  }),
]);
