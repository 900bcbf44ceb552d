import { pair, translations } from '../../core/languages/pairs.ts';
import { googlePayMessages } from './google-pay.messages.ts';

/** The Google Pay section's texts in Polish, loaded with it. */
export default translations('pl', [
  pair(googlePayMessages, {
    googlePayButton: 'Zapłać przez Google Pay',
    googlePayPayWith: (description) => `Zapłać: ${description}`,
    googlePayChooseCard: 'Wybierz kartę',
    googlePayBlocked:
      'Nie udało się otworzyć Google Pay, bo ta strona na to nie pozwala. Wybierz inną metodę płatności lub skontaktuj się z BYKO.',
  }),
]);
