/** Texts of the checkout pages (spec §2 "Checkout", §4 "Checkout code login", §8), one place. */
export const checkoutMessages = {
  accountsHeading: 'Veljið reikning',
  codeHeading: 'Skannið kóða',
  tillHeading: 'Innskráning á sjálfafgreiðslukassa',
  /** The reason sent with the login of the account list and the code page. */
  loginReason: 'Innskráning fyrir sjálfsafgreiðslu',
  /** The reason sent with the login at a till's code (/checkout/{checkoutCode}). */
  tillLoginReason: 'Innskráning á sjálfafgreiðslukassa',

  loadingAccounts: 'Sæki viðskiptareikninga…',
  /** Spec §8 "Checkout account list". */
  accountsFailed: 'Ekki tókst að sækja viðskiptareikninga',
  accountsIntro: 'Veljið reikninginn sem versla á út á.',
  noAccounts: 'Enginn viðskiptareikningur fannst.',
  noAccountsOffer: 'Sækið um reikningsviðskipti til að versla út á reikning í sjálfsafgreiðslu.',
  applyLink: 'Sækja um reikningsviðskipti',
  accountNumber: (accountId: string) => `Reikningur ${accountId}`,
  accountSsn: (ssn: string) => `kt. ${ssn}`,

  creatingCode: 'Stofna kóða…',
  /** Spec §8 "Checkout code creation". */
  createFailed: 'Ekki tókst stofna kóða.',
  codeCreated: 'Kóði stofnaður.',
  showCode: 'Sýna kóðann',

  loadingCode: 'Sæki kóða…',
  /** Spec §8 "Checkout code fetch". */
  codeFailed: 'Ekki tókst að sækja kóða',
  codeLabel: (code: string) => `QR kóði sjálfsafgreiðslu: ${code}`,
  codeHint: 'Beinið kóðanum að skanna sjálfsafgreiðslukassans.',
  brightnessHint: 'Kóðinn skannast best með skjáinn í fullri birtu.',
  codeText: (code: string) => `Kóði: ${code}`,
  /** Above the code: the account it charges, the name under this line and its number under that. */
  chargedTo: {
    own: 'Úttekt fer á eigin reikning',
    company: 'Úttekt fer á reikning fyrirtækisins',
    other: 'Úttekt fer á reikning',
  },
  otherAccount: 'Velja annan reikning',

  loggingIn: 'Skrái inn á kassann…',
  /** Spec §2 "Checkout": the self-checkout login's success. */
  tillSuccess: 'Innskráning á sjálfafgreiðslukassa tókst.',
  tillSuccessHint: 'Haldið áfram á kassanum.',
  /** Spec §8 "Checkout login fallback". */
  tillFailed: 'Óvænt villa kom upp við innskráningu á sjálfafgreiðslukassa',
} as const;
