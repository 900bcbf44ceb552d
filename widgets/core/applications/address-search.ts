import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import type { Field } from '../form/index.ts';
import type { ApiClient } from '../runtime/http.ts';
import { type Address, applicationsApi } from './applications.api.ts';

/** Spec §9: the address search waits 300 ms after the last keystroke. */
export const addressDebounceMs = 300;
/** Fewer characters than this are not searched (the API answers `[]` for them too). */
export const addressMinLength = 2;

export type AddressSearchStatus = 'idle' | 'searching' | 'ready' | 'failed';

export interface AddressSearch {
  readonly query: Signal<string>;
  readonly results: ReadonlySignal<readonly Address[]>;
  readonly status: ReadonlySignal<AddressSearchStatus>;
  /** The list is shown (ARIA: aria-expanded). */
  readonly open: ReadonlySignal<boolean>;
  /** The option the arrow keys are on, -1 for none (ARIA: aria-activedescendant). */
  readonly active: ReadonlySignal<number>;
  type: (text: string) => void;
  /** Arrow keys: +1 down, -1 up, wrapping; opens the list when it has results. */
  move: (step: 1 | -1) => void;
  /** Enter or a click: the address fills the form; false when no option is active. */
  choose: (index?: number) => boolean;
  /** Escape or leaving the input: the list closes, the text stays. */
  close: () => void;
  dispose: () => void;
}

/** The form fields a chosen address fills. */
export interface AddressFieldSet {
  streetName: Field;
  streetNumber: Field;
  zipCode: Field;
}

/** Choosing an address fills the three fields; they stay editable (a flat number, a typo). */
export function fillAddressFields(fields: AddressFieldSet): (address: Address) => void {
  return (address) => {
    fields.streetName.set(address.streetName);
    fields.streetNumber.set(address.streetNumber);
    fields.zipCode.set(address.postalCode);
  };
}

export interface AddressSearchOptions {
  api: () => ApiClient;
  onChoose: (address: Address) => void;
  debounceMs?: number;
}

/**
 * The account and cash applications' address search (spec §7: `GET /api/address/query?q=`,
 * debounced 300 ms). Only the text the person stopped at is asked for: typing again cancels the
 * wait and aborts a request already sent, and an answer for older text is dropped.
 */
export function createAddressSearch(options: AddressSearchOptions): AddressSearch {
  const debounceMs = options.debounceMs ?? addressDebounceMs;
  const query = signal('');
  const results = signal<readonly Address[]>([]);
  const status = signal<AddressSearchStatus>('idle');
  const expanded = signal(false);
  const active = signal(-1);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const search = async (text: string) => {
    const mine = new AbortController();
    controller = mine;
    try {
      const found = await applicationsApi.addresses(options.api(), text, mine.signal);
      if (mine.signal.aborted || query.peek().trim() !== text) return;
      results.value = found;
      status.value = 'ready';
    } catch {
      if (mine.signal.aborted) return;
      results.value = [];
      status.value = 'failed';
    }
  };

  const type = (text: string) => {
    query.value = text;
    cancel();
    active.value = -1;
    const trimmed = text.trim();
    if (trimmed.length < addressMinLength) {
      results.value = [];
      status.value = 'idle';
      expanded.value = false;
      return;
    }
    status.value = 'searching';
    expanded.value = true;
    timer = setTimeout(() => {
      timer = undefined;
      void search(trimmed);
    }, debounceMs);
  };

  const open = computed(() => expanded.value && status.value !== 'idle');

  return {
    query,
    results,
    status,
    open,
    active,
    type,
    move: (step) => {
      // While a newer text is being searched, the list on screen is the older text's: not chosen.
      if (status.peek() !== 'ready') return;
      const count = results.peek().length;
      if (count === 0) return;
      expanded.value = true;
      const from = active.peek();
      active.value = from < 0 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    },
    choose: (index = active.peek()) => {
      if (status.peek() !== 'ready') return false;
      const address = results.peek()[index];
      if (!address) return false;
      cancel();
      query.value = address.name;
      expanded.value = false;
      active.value = -1;
      options.onChoose(address);
      return true;
    },
    close: () => {
      expanded.value = false;
      active.value = -1;
    },
    dispose: cancel,
  };
}
