import type { Lang, OtherLang } from '../widgets/core/runtime/lang.ts';
import type { Translation } from '../widgets/core/runtime/translations.ts';

/** The host pages' own texts: the skip link, the menu, the language choice, the not-found page. */
export const hostTexts = {
  skipLink: 'Fara í efni',
  logo: 'BYKO forsíða',
  menuButton: 'Valmynd',
  menu: 'Aðalvalmynd',
  links: ['Vefverslun', 'Reikningsviðskipti', 'Verslanir', 'Hafa samband'],
  languages: 'Tungumál',
  toFrontPage: 'Fara á forsíðu BYKO',
} as const;

/** Each language offered, named in itself, as the menu lists them. */
export const languageNames: Record<Lang, string> = { is: 'Íslenska', en: 'English', pl: 'Polski' };

interface PageTranslation {
  readonly host: Translation<typeof hostTexts>;
  /**
   * The route table's texts (widgets/routes.ts): each route's title and the login reason or
   * subtitle a page gives its element, by their Icelandic. pages/languages.test.ts checks that every
   * one of them is here.
   */
  readonly routes: Readonly<Record<string, string>>;
}

export const pageTranslations: Record<OtherLang, PageTranslation> = {
  en: {
    host: {
      skipLink: 'Skip to content',
      logo: 'BYKO home page',
      menuButton: 'Menu',
      menu: 'Main menu',
      links: ['Online store', 'Credit accounts', 'Stores', 'Contact us'],
      languages: 'Language',
      toFrontPage: 'Go to the BYKO home page',
    },
    routes: {
      Greiðsla: 'Payment',
      'Greiðsla tókst': 'Payment successful',
      Kvittun: 'Receipt',
      Greiðsludreifing: 'Instalments',
      Framkvæmdalán: 'Construction loan',
      'Umsókn um framkvæmdalán': 'Construction loan application',
      'Framkvæmdalán einstaklinga': 'Construction loans for individuals',
      Framkvæmdakjör: 'Renovation terms',
      'Umsókn um framkvæmdakjör': 'Renovation terms application',
      'Umsókn um reikningsviðskipti': 'Credit account application',
      Staðgreiðsla: 'Cash-payment terms',
      'Umsókn um staðgreiðsluviðskipti': 'Cash-payment terms application',
      'Breyting á heimild': 'Credit limit change',
      'Sækja um reikningsviðskipti': 'Apply for a credit account',
      Fyrirtæki: 'Companies',
      'Hækkun heimildar fyrirtækis': 'Company credit limit increase',
      'Heimild fyrirtækis': 'Company credit limit',
      'Staðfesting ábyrgðaraðila': 'Guarantor confirmation',
      Vefmyndavélar: 'Webcams',
      'Strikamerki sölupöntunar': 'Sales order barcode',
      Strikamerki: 'Barcode',
      'QR kóði': 'QR code',
      Sérpöntun: 'Special order',
      'Veljið reikning': 'Choose an account',
      'Skannið kóða': 'Scan the code',
      Sjálfsafgreiðslukassi: 'Self-checkout till',
      Golfmót: 'Golf tournament',
      'Invoice Scraper': 'Invoice Scraper',
      'Síða fannst ekki': 'Page not found',
      'Innskráning fyrir reikningsviðskipti': 'Log in for a credit account',
      'Innskráning fyrir framkvæmdalán': 'Log in for a construction loan',
      'Innskráning fyrir framkvæmdakjör': 'Log in for renovation terms',
      'Innskráning fyrir staðgreiðsluviðskipti': 'Log in for cash-payment terms',
      'Innskráning fyrir sjálfsafgreiðslu': 'Log in for self-checkout',
    },
  },
  pl: {
    host: {
      skipLink: 'Przejdź do treści',
      logo: 'Strona główna BYKO',
      menuButton: 'Menu',
      menu: 'Menu główne',
      links: ['Sklep internetowy', 'Konto kredytowe', 'Sklepy', 'Kontakt'],
      languages: 'Język',
      toFrontPage: 'Przejdź na stronę główną BYKO',
    },
    routes: {
      Greiðsla: 'Płatność',
      'Greiðsla tókst': 'Płatność zakończona powodzeniem',
      Kvittun: 'Potwierdzenie płatności',
      Greiðsludreifing: 'Raty',
      Framkvæmdalán: 'Kredyt budowlany',
      'Umsókn um framkvæmdalán': 'Wniosek o kredyt budowlany',
      'Framkvæmdalán einstaklinga': 'Kredyt budowlany dla osób prywatnych',
      Framkvæmdakjör: 'Warunki remontowe',
      'Umsókn um framkvæmdakjör': 'Wniosek o warunki remontowe',
      'Umsókn um reikningsviðskipti': 'Wniosek o konto kredytowe',
      Staðgreiðsla: 'Warunki płatności gotówkowej',
      'Umsókn um staðgreiðsluviðskipti': 'Wniosek o warunki płatności gotówkowej',
      'Breyting á heimild': 'Zmiana limitu kredytowego',
      'Sækja um reikningsviðskipti': 'Złóż wniosek o konto kredytowe',
      Fyrirtæki: 'Firmy',
      'Hækkun heimildar fyrirtækis': 'Podwyższenie limitu kredytowego firmy',
      'Heimild fyrirtækis': 'Limit kredytowy firmy',
      'Staðfesting ábyrgðaraðila': 'Potwierdzenie poręczyciela',
      Vefmyndavélar: 'Kamery internetowe',
      'Strikamerki sölupöntunar': 'Kod kreskowy zamówienia',
      Strikamerki: 'Kod kreskowy',
      'QR kóði': 'Kod QR',
      Sérpöntun: 'Zamówienie specjalne',
      'Veljið reikning': 'Wybierz konto',
      'Skannið kóða': 'Zeskanuj kod',
      Sjálfsafgreiðslukassi: 'Kasa samoobsługowa',
      Golfmót: 'Turniej golfowy',
      'Invoice Scraper': 'Odczyt faktur',
      'Síða fannst ekki': 'Nie znaleziono strony',
      'Innskráning fyrir reikningsviðskipti': 'Logowanie do konta kredytowego',
      'Innskráning fyrir framkvæmdalán': 'Logowanie do kredytu budowlanego',
      'Innskráning fyrir framkvæmdakjör': 'Logowanie do warunków remontowych',
      'Innskráning fyrir staðgreiðsluviðskipti': 'Logowanie do płatności gotówkowej',
      'Innskráning fyrir sjálfsafgreiðslu': 'Logowanie do kas samoobsługowych',
    },
  },
};

/** The host pages' texts in `lang`. */
export function hostTextsIn(lang: Lang): Translation<typeof hostTexts> {
  return lang === 'is' ? hostTexts : pageTranslations[lang].host;
}

/** A text of the route table in `lang`; one it does not know stays as it is. */
export function routeTextIn(lang: Lang, text: string): string {
  return lang === 'is' ? text : (pageTranslations[lang].routes[text] ?? text);
}
