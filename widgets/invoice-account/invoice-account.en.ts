import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { monthNamesInDates } from '../core/languages/month-names.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { invoiceAccountMessages } from './invoice-account.messages.ts';

/** The invoice-account application's texts in English. */
export default translations('en', [
  ...applicationScreens,
  pair(invoiceAccountMessages, {
    heading: 'Apply for a credit account',

    customerSection: 'Customer details',
    customerHint: 'The applicant can be a person or a company.',

    sendInvoice: 'Receive invoices by',
    sendInvoiceOptions: {
      Email: 'E-mail',
      Mail: 'Post',
      Einvoice: 'Electronic invoice (e-invoice)',
    },
    sendInvoiceMissing: 'Choose how to receive invoices',
    sendInvoiceEmail: 'E-mail for invoices',

    accountSection: 'Account details',
    guaranteeAmount: 'Guarantee amount',
    guaranteeAmountHint: 'A whole amount in ISK. An empty field counts as ISK 0.',
    pinNumber: 'PIN',
    pinNumberHint: 'Optional. You are asked for the PIN with every purchase.',

    auditors: 'Authorised buyers',
    auditorsHint: 'People who may buy on the account. Optional.',
    auditor: (number) => `Authorised buyer ${number}`,
    addAuditor: 'authorised buyer',

    guarantors: 'Guarantors',
    guarantor: (number) => `Guarantor ${number}`,
    addGuarantor: 'guarantor',
    guarantorNote:
      'No guarantor is needed for public bodies, similar legal entities or companies with a good enough credit rating.',
    guarantorSigning:
      'Other guarantors get a link by e-mail to sign electronically. Once everyone has signed, the application goes to our accounts department.',

    submitted: 'Application received',
    submittedText: 'We have received your application for a credit account.',
    applicationNumber: 'Application number',
    answeredToday: 'You will get an answer today.',
    answeredOn: (day) => `You will get an answer ${day}.`,
    guarantorsWillSign: 'Your guarantors will get an e-mail with a link to sign.',
    weekdaysOn: [
      'on Sunday',
      'on Monday',
      'on Tuesday',
      'on Wednesday',
      'on Thursday',
      'on Friday',
      'on Saturday',
    ],
    monthsOn: monthNamesInDates('en'),
    dayOn: (weekdayOn, day, month) => `${weekdayOn}, ${month} ${day}`,
  }),
]);
