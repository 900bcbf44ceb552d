import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { specialOrderMessages } from './special-order.messages.ts';

/** The special-order configurator's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(specialOrderMessages, {
    title: 'Zamówienie specjalne',
    loading: 'Pobieranie opcji…',
    overview: 'Podsumowanie',
    steps: 'Kroki',
    stepOf: (step, count) => `Krok ${step} z ${count}`,
    notReached: ' (jeszcze niedostępny)',
    back: 'Wstecz',
    next: 'Dalej',
    total: 'Razem',
    totalIncludesDefaults: 'Cena obejmuje domyślny wybór w kolejnych krokach.',
    contact: 'Twoje dane',
    invalidName: 'Nieprawidłowe imię i nazwisko',
    invalidPhone: 'Nieprawidłowy numer telefonu',
    invalidSsn: 'Nieprawidłowy numer identyfikacyjny (kennitala)',
    invalidEmail: 'Nieprawidłowy adres e-mail',
    submit: 'Wyślij zapytanie',
    submitting: 'Wysyłanie zapytania…',
    success: 'Zapytanie przyjęte!',
    failure: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
    successText: 'Skontaktujemy się, gdy oferta będzie gotowa. Twój wybór:',
    newInquiry: 'Nowe zapytanie',
  }),
]);
