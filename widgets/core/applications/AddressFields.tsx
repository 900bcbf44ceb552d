import type { ReactNode } from 'react';
import { FormField } from '../form/FormField.tsx';
import { useMessages } from '../runtime/locale.ts';
import { AddressSearch } from './AddressSearch.tsx';
import type { AddressFieldSet, AddressSearch as AddressSearchModel } from './address-search.ts';
import { applicationMessages } from './applications.messages.ts';

/**
 * The address search and the three fields a chosen address fills (`fillAddressFields`): street
 * name and number side by side where both fit, then the postal code. The fields stay editable.
 */
export function AddressFields(props: {
  search: AddressSearchModel;
  fields: AddressFieldSet;
  disabled: boolean;
}): ReactNode {
  const messages = useMessages(applicationMessages);
  const { fields, disabled } = props;
  return (
    <>
      <AddressSearch search={props.search} disabled={disabled} />
      <div className="byko-field-row">
        <FormField
          label={messages.streetName}
          field={fields.streetName}
          name="streetName"
          autoComplete="address-line1"
          disabled={disabled}
        />
        <FormField
          label={messages.streetNumber}
          field={fields.streetNumber}
          name="streetNumber"
          disabled={disabled}
        />
      </div>
      <FormField label={messages.zipCode} field={fields.zipCode} name="zipCode" disabled={disabled} />
    </>
  );
}
