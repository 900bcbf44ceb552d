import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Spinner } from '../ui/index.ts';
import addressCss from './address-search.css?inline';
import type { AddressSearch as AddressSearchModel } from './address-search.ts';
import { applicationMessages } from './applications.messages.ts';

/**
 * The address search as an ARIA 1.2 combobox with a list popup: the input keeps the focus, the
 * arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the
 * list (a second Escape clears the text), and the count of results is announced.
 */
export function AddressSearch(props: { search: AddressSearchModel; disabled?: boolean }): ReactNode {
  useSignals();
  useShadowStyles(addressCss);
  const messages = useMessages(applicationMessages);
  const { search } = props;
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = search.open.value;
  const status = search.status.value;
  const results = search.results.value;
  const active = search.active.value;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter on an option chooses it; otherwise it is the form's (submit).
      if (open && search.choose()) event.preventDefault();
    } else if (event.key === 'Escape') {
      if (open) search.close();
      else search.type('');
      event.preventDefault();
    }
  };

  const announcement =
    status === 'searching'
      ? messages.addressSearching
      : status === 'failed'
        ? messages.addressFailed
        : status === 'ready'
          ? results.length === 0
            ? messages.addressNone
            : messages.addressCount(results.length)
          : '';

  return (
    <div className="byko-field byko-combobox" part="address-search">
      <label htmlFor={id}>{messages.addressSearch}</label>
      <div className="byko-combobox-input">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={search.query.value}
          disabled={props.disabled}
          onChange={(event) => search.type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => search.close()}
        />
        {status === 'searching' ? <Spinner label={messages.addressSearching} /> : null}
        {/* In the input's box, so the list opens right under the input (over the hint). */}
        <div
          id={listId}
          role="listbox"
          aria-label={messages.addressSearch}
          hidden={!open || results.length === 0}
        >
          {results.map((address, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: ARIA 1.2 combobox: the input keeps the focus and points at the option with aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys (arrows, Enter) are the input's, as the pattern says.
            <div
              key={String(address.addressId)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus (and the list stays) until the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search.choose(index)}
            >
              {address.name}
            </div>
          ))}
        </div>
      </div>
      <p className="byko-field-hint" id={hintId}>
        {messages.addressSearchHint}
      </p>
      <p className="byko-visually-hidden" aria-live="polite">
        {open || status === 'failed' ? announcement : ''}
      </p>
      {status === 'failed' ? <p className="byko-field-hint">{messages.addressFailed}</p> : null}
    </div>
  );
}
