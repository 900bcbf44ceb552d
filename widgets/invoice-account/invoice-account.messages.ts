import { icelandicMonthNames } from '../core/runtime/format.ts';
import type { SendInvoiceOption } from './invoice-account.api.ts';

/**
 * The invoice-account application's texts (spec §2 "Invoice-account application", §5, §8). The
 * customer's own fields, 'Athugasemd', 'Sækja um' and the /vidskipti login's reason
 * (`customerLoginReason`) are core's `applicationMessages`, which the form reads itself.
 */
export const invoiceAccountMessages = {
  heading: 'Sækja um reikningsviðskipti',

  customerSection: 'Upplýsingar um viðskiptavin',
  customerHint: 'Umsækjandi getur verið einstaklingur eða fyrirtæki.',

  sendInvoice: 'Fá reikninga senda með',
  sendInvoiceOptions: {
    Email: 'Tölvupósti',
    Mail: 'Bréfpósti',
    Einvoice: 'Rafrænum reikningi (skeyti)',
  } satisfies Record<SendInvoiceOption, string>,
  /** Spec §5 and §8, its words as written. */
  sendInvoiceMissing: '"Fá reikninga senda með" þarf að vera valið',
  sendInvoiceEmail: 'Netfang fyrir reikninga',

  accountSection: 'Upplýsingar um reikning',
  guaranteeAmount: 'Ábyrgðarfjárhæð',
  guaranteeAmountHint: 'Í heilum krónum. Tómur reitur telst 0 kr.',
  pinNumber: 'Leyninúmer',
  pinNumberHint: 'Valfrjálst. Beðið er um leyninúmerið við hverja úttekt.',

  // The spec's "auditors" are úttektaraðilar: the people who may buy on the account (see the model).
  auditors: 'Úttektaraðilar',
  auditorsHint: 'Þeir sem mega versla í reikninginn. Valfrjálst.',
  auditor: (number: number) => `Úttektaraðili ${number}`,
  addAuditor: 'úttektaraðila',

  guarantors: 'Ábyrgðaraðilar',
  guarantor: (number: number) => `Ábyrgðaraðili ${number}`,
  addGuarantor: 'ábyrgðaraðila',
  /** Spec §2: who needs no guarantor, and what happens to the others. */
  guarantorNote:
    'Ekki þarf ábyrgðaraðila fyrir opinber fyrirtæki, sambærilega lögaðila eða fyrirtæki með nægilegt lánshæfismat.',
  guarantorSigning:
    'Aðrir ábyrgðaraðilar fá sendan hlekk í tölvupósti til að undirrita rafrænt. Þegar allir hafa undirritað fer umsóknin til reikningsdeildar.',

  submitted: 'Umsókn móttekin',
  submittedText: 'Umsókn þín um reikningsviðskipti hefur verið móttekin.',
  applicationNumber: 'Númer umsóknar',
  answeredToday: 'Umsókninni verður svarað í dag.',
  /** `day` as answer-day.ts's formatDayOn writes it: 'mánudaginn 30. nóvember'. */
  answeredOn: (day: string) => `Umsókninni verður svarað ${day}.`,
  /**
   * The seven weekday names in the form that says on which day something happens ('svarað
   * mánudaginn'): the definite accusative, lower case, Sunday first as `Date.getDay()` counts. A
   * translation writes the whole phrase ('on Monday'). Here, not in core/runtime/format.ts: that is
   * in the runtime chunk every page loads, the pay page's budget among them, and only this flow
   * names weekdays.
   */
  weekdaysOn: [
    'sunnudaginn',
    'mánudaginn',
    'þriðjudaginn',
    'miðvikudaginn',
    'fimmtudaginn',
    'föstudaginn',
    'laugardaginn',
  ],
  /** The months as a date in a sentence names them, January first (core's month names). */
  monthsOn: icelandicMonthNames,
  /** The answer's day in a sentence, no year: 'mánudaginn 30. nóvember'. */
  dayOn: (weekdayOn: string, day: number, month: string) => `${weekdayOn} ${day}. ${month}`,
  guarantorsWillSign: 'Ábyrgðaraðilar fá sendan tölvupóst með hlekk til að undirrita.',
} as const;
