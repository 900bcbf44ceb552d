import { requiredMessage } from '../runtime/field-kind.ts';

/** The shared typed inputs' Icelandic messages (spec §5 "Shared typed inputs"). */
export const fieldMessages = {
  kennitalaLength: 'Kennitala þarf að vera 10 stafir',
  // Not in the spec: ten digits that cannot be a date of birth or a company's founding date.
  kennitalaDate: 'Kennitala er ekki gild',
  phone: "Símanúmer getur aðeins innihaldið tölustafi og '+'",
  email: 'Netfang er ekki gilt',
  currency: 'Ógild fjárhæð. Sláið inn krónutölu.',
  pin: 'Ógilt leyninúmer. Sláðu inn tölustafi.',
  zip: 'Ógilt póstnúmer. Sláðu inn tölustafi.',
  required: requiredMessage,
} as const;
