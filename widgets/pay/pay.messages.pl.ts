import { pair } from '../core/languages/pairs.ts';
import type { CataloguePair } from '../core/runtime/translations.ts';
import { payMessages } from './pay.messages.ts';

/** The pay texts in Polish, shared by the parts that show them. */
export const pl: readonly CataloguePair[] = [
  pair(payMessages, {
    heading: 'Płatność',
    amountLabel: 'Kwota do zapłaty',
    payee: 'Odbiorca',
    payeeName: 'BYKO',
    reference: 'Numer płatności',
    payer: 'Płatnik',
    methodsLabel: 'Metoda płatności',
    methods: { instalments: 'Raty', card: 'Karta', googlePay: 'Google Pay', slip: 'Płatność w banku' },
    loading: 'Wczytywanie płatności…',
    loadFailed: 'Nie udało się wczytać płatności',
    alreadyPaid: 'Ta płatność została już zrealizowana.',
    showReceipt: 'Zobacz potwierdzenie',
    pay: 'Zapłać',
    paying: 'Przetwarzanie płatności…',
    declinedNext: 'Użyj innej karty lub skontaktuj się z wydawcą swojej karty.',
    back: 'Wstecz',
    success: 'Płatność zakończona powodzeniem',
  }),
];
