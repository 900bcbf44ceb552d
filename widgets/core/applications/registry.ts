import { effect, type ReadonlySignal, signal } from '@preact/signals-react';
import { isValidKennitala } from '../fields/index.ts';
import type { Field } from '../form/index.ts';
import type { ApiClient } from '../http.ts';
import { applicationsApi } from './applications.api.ts';

/**
 * Fills a person's name from the national registry (`GET /api/customers/{ssn}/tjodskra`) as soon
 * as ten valid digits are typed into the kennitala (a guarantor's, an auditor's). The name stays
 * editable: a failed lookup leaves it as it was, and a name the person typed is never overwritten.
 * Only the answer for the kennitala still in the field is used; an older one is dropped.
 */
export function fillNameFromRegistry(
  entry: { ssn: Field; name: Field },
  api: () => ApiClient,
): { looking: ReadonlySignal<boolean>; dispose: () => void } {
  const looking = signal(false);
  /** The name this lookup put in: replaced when the kennitala changes, unlike a typed one. */
  let filled: string | undefined;
  let controller: AbortController | undefined;

  const stop = effect(() => {
    const ssn = entry.ssn.value.value;
    controller?.abort();
    controller = undefined;
    looking.value = false;
    if (!isValidKennitala(ssn)) return;
    const current = entry.name.value.peek();
    if (current !== '' && current !== filled) return;
    const mine = new AbortController();
    controller = mine;
    looking.value = true;
    applicationsApi
      .registryName(api(), ssn, mine.signal)
      .then((answer) => {
        if (mine.signal.aborted) return;
        const now = entry.name.value.peek();
        if (now === '' || now === filled) {
          entry.name.set(answer.name);
          if (entry.name.message.peek() !== undefined) entry.name.validate();
          filled = answer.name;
        }
      })
      .catch(() => {
        // Not in the registry, or the registry is down: the person types the name.
      })
      .finally(() => {
        if (controller === mine) looking.value = false;
      });
  });

  return {
    looking,
    dispose: () => {
      stop();
      controller?.abort();
    },
  };
}
