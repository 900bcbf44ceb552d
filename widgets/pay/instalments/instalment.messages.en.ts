import { pair } from '../../core/languages/pairs.ts';
import type { CataloguePair } from '../../core/runtime/translations.ts';
import { instalmentMessages } from './instalment.messages.ts';

/** The instalment texts in English, shared by the parts that show them. */
export const en: readonly CataloguePair[] = [
  pair(instalmentMessages, {
    instalmentLoginReason: 'Log in for instalments',
    name: 'Name',
    ssn: 'National ID (kennitala)',
    phone: 'Phone number',
    email: 'E-mail',
    months: 'Number of months',
    monthsValue: (months) => `${months} months`,
    tableCaption: 'Payment plan',
    columns: {
      dueDate: 'Due date',
      principal: 'Principal',
      payment: 'Total payment',
      principalPayment: 'Repayment',
      interest: 'Interest',
      fee: 'Payment fee',
    },
    summary: {
      monthly: 'Monthly payment',
      payments: 'Number of payments',
      totalRepaid: 'Total repayment',
      totalCost: 'Total cost',
      apr: 'Annual percentage rate (APR)',
    },
    aprTooHigh: '(Too high)',
    showPlan: 'View payment plan',
    interestLine: (rate) => `Interest: ${rate}`,
    terms: 'I have read and accept the instalment terms',
    termsLink: 'instalment terms',
    termsMissing: 'Accept the instalment terms to apply.',
    apply: 'Apply',
    generic: 'An unexpected error occurred',
    interestLoadFailed: 'Could not load the interest rate',
    feeLoadFailed: 'Could not load the instalment fee',
    creditInfoTitle: 'Allow a Creditinfo check?',
    creditInfoText:
      'To assess your credit limit, we need to check your credit rating with Creditinfo. Do you consent?',
    creditInfoAllow: 'Allow',
    signingHeading: 'Signing',
    signingText:
      'Your instalment application has been received. Sign the document electronically to complete the payment.',
    sign: 'Sign',
    signingOpen: 'The signing window is open…',
    notSigned: 'The document has not been signed. Try again.',
    signingRefused: 'Could not open the signing page.',
    signingUnset:
      'Electronic signing is not available on this page. Go back and choose another payment method, or contact BYKO.',
    back: 'Back',
    popupBlocked: 'Your browser blocked the signing window. Allow pop-ups and try again.',
  }),
];
