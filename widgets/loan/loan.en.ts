import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { formatPercent } from '../core/format-percent.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { formatIsk } from '../core/runtime/format.ts';
import { loanBounds } from './loan.api.ts';
import { loanMessages } from './loan.messages.ts';
import { loanDays } from './loan-terms.ts';

const smallestLoan = formatIsk(loanBounds.min, 'en');

/** The construction loan's texts in English. */
export default translations('en', [
  ...applicationScreens,
  pair(loanMessages, {
    heading: 'Construction loan application',
    subtitle: 'Construction loans for individuals',
    loginReason: 'Log in for a construction loan',
    loading: 'Loading your loan limit…',
    accountHeading: 'Account status',
    balance: 'Balance',
    availableCredit: 'Available credit',
    creditLimit: 'Credit limit',
    usableAmount: 'You can apply for up to',
    noAccountHeading: 'Credit account needed',
    noAccountText:
      'A construction loan is booked to your BYKO credit account. To apply for a construction loan, you first need a credit account with BYKO.',
    noRoom: (usable) =>
      `Your available loan limit is ${usable}, but the smallest construction loan is ${smallestLoan}. So you can't apply for a construction loan at the moment.`,
    amount: 'Loan amount',
    amountPlaceholder: `Minimum ${smallestLoan}`,
    amountHint: (highest) => `From ${smallestLoan} to ${highest}`,
    description: 'Description of the work',
    descriptionHint: 'What the loan is for, e.g. a bathroom renovation.',
    amountTooLow: `The smallest construction loan is ${smallestLoan}.`,
    amountTooHigh: (highest) => `The most you can apply for is ${highest}.`,
    feesHeading: 'Costs',
    fee: `Loan fee (${formatPercent(3.5, 1, 'en')})`,
    vat: `VAT on the loan fee (${formatPercent(24, 0, 'en')})`,
    feeWithVat: 'Loan fee incl. VAT',
    paymentFee: 'Payment fee',
    totalCost: 'Total cost',
    outsideBounds: 'The costs show once you enter an amount within the limits.',
    feeNote: 'The loan fee and the payment fee are added to the loan on your credit account.',
    datesHeading: 'Periods and due dates',
    interestFree: 'Interest-free period',
    interestFreeValue: (from, to) => `${loanDays.interestFree} days, ${from} to ${to}`,
    withdrawal: 'Drawdown period',
    withdrawalValue: (from, to) => `${loanDays.withdrawal} days, ${from} to ${to}`,
    dueDate: 'Due date',
    finalDueDate: 'Final due date',
    datesNote: 'The dates assume that the application is approved today.',
    received: 'Application received',
    receivedText: (amount) =>
      `Your application for a construction loan of ${amount} has been received. Sign the loan agreement electronically to complete your application.`,
    signingLink: 'Sign the loan agreement',
    signingLinkNote: '(opens in a new window)',
    signingUnavailable: "We couldn't create a link to the signing page. Please contact BYKO.",
    signingUnset:
      "Electronic signing of the loan agreement isn't available on this page. Your application has been received: contact BYKO to sign the agreement.",
  }),
]);
