import { digitsOnly, fields } from '../fields/index.ts';
import { createField, type Field } from '../form/index.ts';
import { applicationMessages } from './applications.messages.ts';

/**
 * The limit a person asks for, in the account application and the limit change (spec §5: required,
 * whole krónur, the dots of '1.200.000' stripped). Above their max (`applicationsApi.maxAmount`,
 * read as the field is checked; nothing while it is unknown) it says 'Umbeðin heimild er hærri en
 * hámark', the words the server would answer, at once while typing, before anything is sent.
 */
export function createRequestedLimitField(maxAmount: () => number | undefined): Field {
  const aboveMax = (value: string) => {
    const max = maxAmount();
    return max !== undefined && value !== '' && Number(digitsOnly(value)) > max;
  };
  return createField({
    kind: fields.currency,
    required: true,
    rule: (value) => (aboveMax(value) ? applicationMessages.aboveMaxAmount : undefined),
    checkWhileTyping: (value, showsMessage) => showsMessage || aboveMax(value),
  });
}
