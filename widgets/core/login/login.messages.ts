import { capitalize } from '../format-dates.ts';
import { listInSentence } from '../runtime/format.ts';

/** Every text of the shared login (spec §2 "Login form (shared)", §8 Login). */
export const loginMessages = {
  tablistLabel: 'Innskráningarleið',
  phoneTab: 'Rafræn skilríki',
  appTab: 'Auðkennisapp',
  phoneLabel: 'Símanúmer',
  ssnLabel: 'Kennitala',
  submit: 'Innskrá',
  securityCode: (code: string) => `Öryggistalan þín er ${code}`,
  confirmOnPhone: 'Staðfestu innskráninguna í símanum og berðu öryggistöluna saman.',
  confirmInApp: 'Staðfestu innskráninguna í Auðkennisappinu og berðu öryggistöluna saman.',
  waitingForCode: 'Sæki öryggistölu…',
  waitingForConfirmation: 'Bíð eftir staðfestingu…',
  failed: 'Innskráning tókst ekki',
  termsBefore: 'Ég samþykki ',
  termsLink: 'viðskiptaskilmála BYKO',
  creditCheck: 'Ég heimila uppflettingu á lánshæfismati mínu hjá Creditinfo',
  loggedInAs: (name: string) => `Þú ert innskráð(ur) sem ${name}.`,
  continue: 'Áfram',
  logOut: 'Útskrá',
  checkingSession: 'Athuga innskráningu…',
  /** Above a disabled 'Innskrá': what is still needed, in the form's order. */
  missing: {
    phone: 'sláðu inn símanúmer',
    ssn: 'sláðu inn kennitölu',
    terms: 'samþykktu viðskiptaskilmála BYKO',
    creditCheck: 'heimilaðu uppflettingu hjá Creditinfo',
  },
  missingLine: (needed: readonly string[]) => capitalize(`${listInSentence(needed)} til að skrá þig inn.`),
} as const;

export const termsUrl = 'https://byko.is/skilmalar';
