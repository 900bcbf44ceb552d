import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { applicationMessages } from './applications.messages.ts';

/** The texts every customer application shares, in English. */
export const en: readonly CataloguePair[] = [
  pair(applicationMessages, {
    name: 'Name',
    ssn: 'National ID (kennitala)',
    phone: 'Phone number',
    email: 'E-mail',
    comment: 'Comment',
    streetName: 'Street',
    streetNumber: 'House number',
    zipCode: 'Postcode',
    submit: 'Apply',
    submitting: 'Sending your application…',
    loadingStatus: 'Loading your account status…',
    statusFailed: 'Could not load your account status',
    customerLoginReason: 'Log in for a credit account',
    maxAmount: 'Maximum credit limit',
    aboveMaxAmount: 'The credit limit you asked for is above the maximum',
    accountExists: 'You already have an account',
    accountExistsText:
      'You already have a credit account with BYKO. You can apply to change your credit limit.',
    limitChangeLink: 'Apply for a credit limit change',
    accountApplicationLink: 'Apply for a credit account',
    registryLookup: 'Getting the name from Registers Iceland…',
    addPerson: 'Add',
    removePerson: 'Remove',
    addressSearch: 'Search for an address',
    addressSearchHint: 'Type a street name and choose from the list.',
    addressSearching: 'Searching…',
    addressNone: 'No address found',
    addressCount: (count) => (count === 1 ? '1 address found' : `${count} addresses found`),
    addressFailed: 'The address search failed',
  }),
];
