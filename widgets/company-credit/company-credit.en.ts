import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { companyCreditFieldMessages, companyCreditMessages } from './company-credit.messages.ts';
import { creditMessages } from './credit/credit.messages.ts';
import { accountsPhoneNumber, emailFormMessages } from './email-form/email-form.messages.ts';
import { lookupMessages } from './lookup/lookup.messages.ts';
import { companyCreditRequestMessages } from './request/company-credit-request.messages.ts';
import { signUpMessages } from './sign-up/sign-up.messages.ts';

/** The company credit flow's texts in English: `<byko-company-credit>` and `<byko-company-credit-request>`. */
export default translations('en', [
  ...applicationScreens,
  pair(companyCreditMessages, {
    heading: 'Company credit limit',
    loginReason: 'Log in for a company credit limit',
    companiesHeading: 'Choose a company',
    companiesIntro: 'Companies where you are the finance manager or may apply for credit.',
    loadingCompanies: 'Loading companies…',
    companiesFailed: 'Could not load your companies.',
    noPermission:
      "You don't have permission to apply for a company's credit limit. Only finance managers and people authorised to manage the company's credit can apply.",
    noPermissionOffer: 'You can apply for a credit account instead.',
    accountApplicationLink: 'Apply for a credit account',
    companySsn: (ssn) => `Company ID: ${ssn}`,
    toLookup: 'Look up a company by ID (kennitala)',
    companySsnLabel: 'Company ID (kennitala)',
    backToCompanies: 'Back to companies',
    phone: 'Phone number',
    email: 'E-mail',
    submitting: 'Sending your application…',
    companySection: 'Company',
    companyName: 'Company name',
    applicantSection: 'Applicant',
    userName: 'Full name',
    userSsn: 'National ID (kennitala)',
  }),
  pair(companyCreditFieldMessages, {
    phone: 'Invalid phone number.',
    email: 'Invalid e-mail address.',
    amount: 'Invalid amount. Enter a whole amount in ISK.',
    amountAboveZero: 'The amount must be more than ISK 0.',
    kennitala: 'Invalid ID number (kennitala).',
    companyName: 'Please enter a name.',
    fullName: 'Please enter the full name.',
    emailFormAmount: 'Invalid amount. Enter a whole amount in ISK.',
    street: 'Please enter an address.',
    zipCode: 'Invalid postcode.',
  }),
  pair(creditMessages, {
    loadingStatus: 'Loading the credit limit status…',
    statusFailed: 'Could not load the credit limit status.',
    currentCredit: 'Current credit limit',
    validTo: 'Valid until',
    maxRequestable: 'Maximum you can apply for',
    creditFormHeading: 'Apply for a higher credit limit',
    amount: 'Requested credit limit',
    amountHintMax: (max) => `Maximum without a guarantor: ${max}`,
    amountHintUnknown:
      'The credit limit status is not available: your application will go to the application form with a guarantor.',
    guarantorNote: (max) =>
      `If you apply for more than ${max}, you need a guarantor. An application form then opens, and we answer it on the next working day.`,
    guarantorNoteUnknown:
      'Without the credit limit status, you need a guarantor. An application form then opens, and we answer it on the next working day.',
    submitCredit: 'Apply',
    otherCompany: 'Choose another company',
    increaseFailed: 'An unexpected error occurred while raising the credit limit.',
    increasedHeading: 'Credit limit raised',
    increased: (amount) =>
      `Your application has been approved. The company's new credit limit is ${amount}${amount.endsWith('.') ? '' : '.'}`,
    validityNote:
      "An approved credit limit is valid for 12 months and may be lowered if the company's credit rating changes.",
    validUntil: (date) => `The credit limit is valid until ${date}.`,
  }),
  pair(emailFormMessages, {
    emailFormHeading: 'Application with a guarantor',
    emailFormIntro:
      "The credit limit you asked for is higher than we can approve straight away, so you need a guarantor. Fill in the application and we'll answer it on the next working day.",
    emailFormIntroUnknown:
      "The company's credit limit status is not available, so you need a guarantor. Fill in the application and we'll answer it on the next working day.",
    creditSection: 'Credit limit',
    emailFormAmount: 'Requested credit limit',
    comments: 'Comments',
    guarantors: 'Guarantors',
    guarantorsHint: 'Each guarantor needs a name, national ID number (kennitala) and e-mail.',
    guarantor: (number) => `Guarantor ${number}`,
    guarantorWhom: 'guarantor',
    finAdmins: 'Other authorised buyers',
    finAdminsHint: "Other people who may buy on the company's account. Optional.",
    finAdmin: (number) => `Authorised buyer ${number}`,
    finAdminWhom: 'authorised buyer',
    submitEmailForm: 'Send application',
    emailFormFailed: `Could not send the application. Please call our accounts department on ${accountsPhoneNumber}.`,
    emailSentHeading: 'Application sent',
    emailSent: "Application received! We'll answer it on the next working day.",
    backToCredit: 'Back to the credit limit application',
  }),
  pair(lookupMessages, {
    lookupHeading: 'Look up a company',
    lookupIntro:
      "Enter the company ID (kennitala). If the company doesn't have a credit account, you can apply for one.",
    lookup: 'Search',
    lookingUp: 'Searching…',
    notFound: 'Company not found.',
    lookupFailed: 'Could not look up the company.',
    noneFound: 'No companies found.',
  }),
  pair(signUpMessages, {
    signUpHeading: 'Register a company',
    signUpIntro: "The company doesn't have a credit account. Apply for one here.",
    streetName: 'Street',
    streetNumber: 'House number',
    zipCode: 'Postcode',
    submitSignUp: 'Apply for a credit account',
    signUpFailed: 'Could not send the credit account application.',
    backToLookup: 'Back to search',
  }),
  pair(companyCreditRequestMessages, {
    heading: 'Company credit limit increase',
    validating: 'Confirming your login from the app…',
    pickHeading: 'Choose a company',
    companySsn: 'Company ID (kennitala)',
    invalidCompanySsn: 'This is not a valid company ID (kennitala)',
    lookUp: 'Search',
    lookingUp: "Getting the company's details…",
    company: 'Company',
    account: 'Account number',
    currentLimit: 'Current credit limit',
    validity: 'Validity',
    validityRange: (from, to) => `${from} – ${to}`,
    maxAmount: 'Maximum credit limit',
    next: 'Continue',
    requestHeading: 'Credit limit increase application',
    amount: 'Requested credit limit',
    amountHint: (max) => `A whole amount in ISK. The company's maximum credit limit: ${max}`,
    amountZero: 'The amount must be more than ISK 0.',
    aboveMaxAmount:
      "An amount above the maximum credit limit needs a guarantor. We'll answer the application on the next working day.",
    back: 'Back',
    sentHeading: 'Application received',
    sent: (amount, company) =>
      `Your application for a credit limit of ${amount} for ${company} has been sent.`,
    cancel: 'Cancel',
    logOut: 'Log out',
    close: 'Close',
  }),
]);
