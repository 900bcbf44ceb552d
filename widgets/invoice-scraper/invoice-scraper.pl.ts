import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { polishPlural } from '../core/languages/polish-plural.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { invoiceScraperMessages } from './invoice-scraper.messages.ts';

/** The invoice tool's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(invoiceScraperMessages, {
    heading: 'Odczyt faktur',
    files: 'Pliki PDF',
    dropHint: 'Wybierz pliki PDF lub upuść je tutaj',
    chosen: (count) => `Wybrano ${count} ${polishPlural(count, 'plik', 'pliki', 'plików')}`,
    removeLabel: 'Usuń',
    formats: 'Formaty',
    json: 'Json',
    csv: 'CSV',
    submit: 'Wyślij zapytanie',
    noFile: 'Dodaj co najmniej jeden plik do przetworzenia',
    noFormat: 'Wybierz Json, CSV lub oba',
    // After 'Odczytywanie' every count but one takes the genitive plural: 'Odczytywanie 3 plików…'.
    reading: (count) => (count === 1 ? 'Odczytywanie 1 pliku…' : `Odczytywanie ${count} plików…`),
    results: 'Wyniki',
    failed: (what) => `Żądanie nie powiodło się: ${what}`,
    failures: {
      http: (status) => `HTTP ${status}`,
      timeout: 'brak odpowiedzi w wyznaczonym czasie',
      network: 'brak połączenia z serwerem',
      malformed: 'nie udało się odczytać odpowiedzi',
      unexpected: 'nieoczekiwany błąd',
    },
    download: (fileName) => `Pobierz ${fileName}`,
    invoiceNumber: 'Numer faktury',
    date: 'Data',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    lines: 'Pozycje',
    total: 'Razem',
    noResult: 'Serwer nie przesłał wyniku dla tego pliku',
  }),
]);
