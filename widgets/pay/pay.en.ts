import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as paymentMethodsEn } from '../core/payment-methods.messages.en.ts';
import { formatIsk, formatNumber } from '../core/runtime/format.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { en as unknownPaymentEn } from '../core/unknown-payment.messages.en.ts';
import { calculatorMessages } from './calculator/calculator.messages.ts';
import { cardMessages } from './card/card.messages.ts';
import { googlePayMessages } from './google-pay/google-pay.messages.ts';
import { instalmentMessages } from './instalments/instalment.messages.ts';
import { insufficientCreditMessages } from './instalments/insufficient-credit.messages.ts';
import { payMessages } from './pay.messages.ts';
import { slipMessages } from './slip/slip.messages.ts';
import { successMessages } from './success/success.messages.ts';
import { threeDsMessages } from './three-ds/three-ds.messages.ts';

/** The pay flow's texts in English (`<byko-pay>`, its success page and the calculator). */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  ...formEn,
  ...loginEn,
  ...unknownPaymentEn,
  ...paymentMethodsEn,
  ...apiReasonsEn,
  pair(payMessages, {
    heading: 'Payment',
    amountLabel: 'Amount to pay',
    payee: 'Payee',
    payeeName: 'BYKO',
    reference: 'Payment number',
    payer: 'Payer',
    methodsLabel: 'Payment method',
    methods: { instalments: 'Instalments', card: 'Card', googlePay: 'Google Pay', slip: 'Payment slip' },
    loading: 'Loading payment…',
    loadFailed: 'Could not load the payment',
    alreadyPaid: 'This payment has already been paid.',
    showReceipt: 'View receipt',
    pay: 'Pay',
    paying: 'Processing payment…',
    declinedNext: 'Try another card or contact your card issuer.',
    back: 'Back',
    success: 'Payment successful',
  }),
  pair(cardMessages, {
    cardholder: 'Cardholder name',
    cardNumber: 'Card number',
    cardNumberLength: 'The card number must be 16 digits long.',
    cardNumberDigits: 'The card number can only contain digits.',
    cardNumberInvalid: 'The card number is not valid.',
    expiry: 'Expiry date',
    expiryMonth: 'Expiry date, month',
    expiryYear: 'Expiry date, year',
    monthPlaceholder: 'Month',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    yearPlaceholder: 'Year',
    chooseMonth: 'Choose a month.',
    chooseYear: 'Choose a year.',
    expired: 'The card has expired',
    cvc: 'Security code (CVC)',
    cvcHint: '3 digits on the back of the card',
    visa: 'Visa',
    mastercard: 'Mastercard',
    brandsLead: 'We accept',
    brands: 'Visa and Mastercard',
    secureLead: 'Secure payment:',
    secure: 'your card is verified by its issuer with 3-D Secure.',
    fillIn: (missing) => `Fill in ${missing} to pay.`,
    missingNumber: 'the card number',
    missingExpiry: 'the expiry date',
  }),
  pair(threeDsMessages, {
    cardFallback: 'An unknown error occurred.',
    threeDsTitle: 'Card verification',
    threeDsFrameTitle: 'Cardholder verification by the card issuer',
    threeDsClose: 'Close and cancel',
    threeDsBlocked:
      'Card verification could not open because this website does not allow it. Please choose another payment method or contact BYKO.',
    googlePayFallback: 'An unknown error occurred',
    googlePayThreeDsCancelled: 'Something went wrong while verifying the card.',
  }),
  pair(googlePayMessages, {
    googlePayButton: 'Pay with Google Pay',
    googlePayPayWith: (description) => `Pay with ${description}`,
    googlePayChooseCard: 'Choose a card',
    googlePayBlocked:
      'Google Pay could not open because this website does not allow it. Please choose another payment method or contact BYKO.',
  }),
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
    creditInfoText: 'To assess your credit limit, we need to look you up at Creditinfo. Do you allow this?',
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
  pair(insufficientCreditMessages, {
    heading: 'Insufficient credit limit',
    text: 'Your credit limit does not cover this payment.',
    link: 'Apply for a higher credit limit',
  }),
  pair(slipMessages, {
    slipPhone: 'Phone number',
    slipPaying: 'Processing payment…',
    slipFailed: 'Payment failed',
    slipLoginReason: 'Log in for a payment slip',
  }),
  pair(successMessages, {
    successRedirect: (host) => `You will be taken to ${host} in a moment…`,
    goNow: (host) => `Continue to ${host} now`,
    amount: 'Amount',
    date: 'Date',
    notPaid: 'This payment has not been paid.',
    payNow: 'Pay',
  }),
  pair(calculatorMessages, {
    heading: 'Instalments',
    amount: 'Amount (ISK)',
    interest: 'Annual interest (%)',
    amountTooLarge: `The amount can be at most ${formatIsk(1e9, 'en')}.`,
    interestInvalid: `Enter the interest as a number, e.g. ${formatNumber(12.5, 1, 'en')}`,
    feeLoadFailed: 'Could not load the payment fee',
  }),
]);
