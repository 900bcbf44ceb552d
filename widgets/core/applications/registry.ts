import { computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-react';
import { isValidKennitala } from '../fields/index.ts';
import type { Field, Fields } from '../form/index.ts';
import type { ApiClient } from '../runtime/http.ts';
import { applicationsApi } from './applications.api.ts';

/** A person's (or a company's) kennitala and the name the registry fills in. */
export interface NameFromRegistry {
  ssn: Field;
  name: Field;
}

export interface RegistryNameLookup {
  looking: ReadonlySignal<boolean>;
  /**
   * A name for this kennitala came from elsewhere (a company lookup's answer): it is not asked
   * for again, and is replaced like the registry's own fill when the kennitala changes.
   */
  filledFor: (ssn: string, name: string) => void;
  dispose: () => void;
}

/**
 * Fills a person's name from the national registry (`GET /api/customers/{ssn}/tjodskra`) as soon
 * as ten valid digits are typed into the kennitala (a guarantor's, an auditor's, a new company's).
 * The name stays editable: a name the person typed is never overwritten. A failed lookup leaves the
 * name as it was, or with `clearUnknown` takes away a name it (or `filledFor`) put in, so another
 * kennitala's name does not stay (the sign-up's company). Only the answer for the kennitala still
 * in the field is used; an older one is dropped.
 */
export function fillNameFromRegistry(
  entry: NameFromRegistry,
  api: () => ApiClient,
  options: { clearUnknown?: boolean } = {},
): RegistryNameLookup {
  const looking = signal(false);
  /** The name this lookup put in, and for which kennitala: replaced when it changes, unlike a typed one. */
  let filled: { ssn: string; name: string } | undefined;
  let controller: AbortController | undefined;
  const ours = (name: string) => name === '' || name === filled?.name;

  const stop = effect(() => {
    const ssn = entry.ssn.value.value;
    controller?.abort();
    controller = undefined;
    looking.value = false;
    if (!isValidKennitala(ssn) || ssn === filled?.ssn) return;
    if (!ours(entry.name.value.peek())) return;
    const mine = new AbortController();
    controller = mine;
    looking.value = true;
    applicationsApi
      .registryName(api(), ssn, mine.signal)
      .then((answer) => {
        if (mine.signal.aborted || !ours(entry.name.value.peek())) return;
        entry.name.set(answer.name);
        if (entry.name.message.peek() !== undefined) entry.name.validate();
        filled = { ssn, name: answer.name };
      })
      .catch(() => {
        // Not in the registry, or the registry is down: the person types the name.
        if (!options.clearUnknown || mine.signal.aborted) return;
        const now = entry.name.value.peek();
        if (now === '' || now !== filled?.name) return;
        entry.name.set('');
        filled = undefined;
      })
      .finally(() => {
        if (controller === mine) looking.value = false;
      });
  });

  return {
    looking,
    filledFor: (ssn, name) => {
      filled = { ssn, name };
    },
    dispose: () => {
      stop();
      controller?.abort();
    },
  };
}

/**
 * The registry name lookup of every block of a form's lists of people, made with its block and
 * stopped when the block is removed or the model is disposed (call it in a model: its effects are
 * the model's). `lookingUp`: the blocks whose name is being asked for (a spinner at their name).
 */
export function fillNamesFromRegistry<Block extends NameFromRegistry & Fields>(
  blocks: () => readonly Block[],
  api: () => ApiClient,
): { lookingUp: ReadonlySignal<ReadonlySet<Fields>> } {
  const lookups = signal<ReadonlyMap<Block, RegistryNameLookup>>(new Map());
  effect(() => {
    const current = blocks();
    // Untracked: each lookup's effect belongs to its block, not to this effect.
    untracked(() => {
      const before = lookups.peek();
      const next = new Map<Block, RegistryNameLookup>();
      for (const block of current) next.set(block, before.get(block) ?? fillNameFromRegistry(block, api));
      for (const [block, lookup] of before) if (!next.has(block)) lookup.dispose();
      lookups.value = next;
    });
  });
  // Runs its cleanup when the model is disposed (the element leaves the page).
  effect(() => () => {
    for (const lookup of lookups.peek().values()) lookup.dispose();
  });
  const lookingUp = computed<ReadonlySet<Fields>>(() => {
    const looking = new Set<Fields>();
    for (const [block, lookup] of lookups.value) if (lookup.looking.value) looking.add(block);
    return looking;
  });
  return { lookingUp };
}
