import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { monthNamesInDates } from '../core/languages/month-names.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { invoiceAccountMessages } from './invoice-account.messages.ts';

/** The invoice-account application's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
  pair(invoiceAccountMessages, {
    heading: 'Złóż wniosek o konto kredytowe',

    customerSection: 'Dane klienta',
    customerHint: 'Wnioskodawcą może być osoba prywatna lub firma.',

    sendInvoice: 'Sposób wysyłki faktur',
    sendInvoiceOptions: {
      Email: 'E-mail',
      Mail: 'Poczta tradycyjna',
      Einvoice: 'Faktura elektroniczna (e-faktura)',
    },
    sendInvoiceMissing: 'Wybierz sposób wysyłki faktur',
    sendInvoiceEmail: 'E-mail do faktur',

    accountSection: 'Dane konta',
    guaranteeAmount: 'Kwota poręczenia',
    guaranteeAmountHint: 'W pełnych koronach. Puste pole oznacza 0 ISK.',
    pinNumber: 'PIN',
    pinNumberHint: 'Opcjonalnie. PIN będzie wymagany przy każdym zakupie.',

    auditors: 'Osoby upoważnione do zakupów',
    auditorsHint: 'Osoby, które mogą robić zakupy na to konto. Opcjonalnie.',
    auditor: (number) => `Osoba upoważniona ${number}`,
    addAuditor: 'osobę upoważnioną',

    guarantors: 'Poręczyciele',
    guarantor: (number) => `Poręczyciel ${number}`,
    addGuarantor: 'poręczyciela',
    guarantorNote:
      'Poręczyciel nie jest wymagany w przypadku instytucji publicznych, podobnych podmiotów prawnych ani firm o wystarczającej ocenie zdolności kredytowej.',
    guarantorSigning:
      'Pozostali poręczyciele otrzymają e-mailem link do podpisu elektronicznego. Gdy wszyscy podpiszą, wniosek trafi do działu kont kredytowych.',

    submitted: 'Wniosek przyjęty',
    submittedText: 'Otrzymaliśmy Twój wniosek o konto kredytowe w BYKO.',
    applicationNumber: 'Numer wniosku',
    answeredToday: 'Odpowiedź otrzymasz dzisiaj.',
    answeredOn: (day) => `Odpowiedź otrzymasz ${day}.`,
    guarantorsWillSign: 'Poręczyciele otrzymają e-mail z linkiem do podpisu.',
    weekdaysOn: [
      'w niedzielę',
      'w poniedziałek',
      'we wtorek',
      'w środę',
      'w czwartek',
      'w piątek',
      'w sobotę',
    ],
    monthsOn: monthNamesInDates('pl'),
    dayOn: (weekdayOn, day, month) => `${weekdayOn}, ${day} ${month}`,
  }),
]);
