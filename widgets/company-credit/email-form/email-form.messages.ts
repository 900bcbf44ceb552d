/**
 * The retailer's accounts department (viðskiptareikningar), the number the e-mail application's
 * failure gives (spec §8 '… í síma {phone}.'). The spec does not print the number: this is BYKO's
 * switchboard, which puts callers through to the accounts department.
 */
export const accountsPhoneNumber = '515 4000';

/** The e-mail application's strings (spec §5 "E-mail application form", §8). */
export const emailFormMessages = {
  emailFormHeading: 'Umsókn með ábyrgðaraðila',
  emailFormIntro:
    'Umbeðin heimild er hærri en hægt er að samþykkja strax og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
  emailFormIntroUnknown:
    'Staða heimildar fyrirtækisins liggur ekki fyrir og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
  creditSection: 'Heimild',
  emailFormAmount: 'Umbeðin heimild',
  comments: 'Athugasemdir',
  guarantors: 'Ábyrgðaraðilar',
  guarantorsHint: 'Hver ábyrgðaraðili þarf nafn, kennitölu og netfang.',
  guarantor: (number: number) => `Ábyrgðaraðili ${number}`,
  guarantorWhom: 'ábyrgðaraðila',
  finAdmins: 'Aðrir úttektaraðilar',
  finAdminsHint: 'Aðrir sem mega taka út í reikning fyrirtækisins. Valfrjálst.',
  finAdmin: (number: number) => `Úttektaraðili ${number}`,
  finAdminWhom: 'úttektaraðila',
  submitEmailForm: 'Senda umsókn',
  /** Spec §8 "E-mail application failure". */
  emailFormFailed: `Ekki tókst að senda umsókn. Vinsamlegast hafið samband við viðskiptareikninga í síma ${accountsPhoneNumber}.`,
  emailSentHeading: 'Umsókn send',
  /** Spec §8 "E-mail application success". */
  emailSent: 'Umsókn móttekin! Umsókn verður svarað næsta virka dag.',
  backToCredit: 'Til baka í umsókn um hækkun',
} as const;
