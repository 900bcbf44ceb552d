import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import type { Field } from '../runtime/field.ts';

export type Fields = Record<string, Field>;

/** What a set of fields sends: each field's output under its own name. */
export type ValuesOf<Group extends Fields> = { [Name in keyof Group]: string };

/** Every field checked (all of them, so every message shows at once); true when all may be sent. */
export function validateAll(group: Fields): boolean {
  let valid = true;
  for (const field of Object.values(group)) valid = field.validate() && valid;
  return valid;
}

export function valuesOf<Group extends Fields>(group: Group): ValuesOf<Group> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(group)) values[name] = field.output();
  return values as ValuesOf<Group>;
}

/** One entry of a repeating group, with a key that stays with it when others are removed. */
export interface GroupEntry<Entry extends Fields> {
  readonly key: number;
  readonly fields: Entry;
}

/**
 * A list of like blocks the user extends or shortens one at a time (spec §5: the invoice-account
 * form's auditors and guarantors, the company e-mail form's guarantors). By default a block is sent
 * only when one of its fields is filled, and only filled blocks are checked.
 */
export interface RepeatingGroup<Entry extends Fields> {
  readonly entries: Signal<readonly GroupEntry<Entry>[]>;
  readonly canAdd: ReadonlySignal<boolean>;
  readonly canRemove: ReadonlySignal<boolean>;
  add: () => void;
  remove: (key: number) => void;
  validate: () => boolean;
  /** The blocks to send. */
  values: () => ValuesOf<Entry>[];
  reset: () => void;
}

export interface RepeatingGroupOptions {
  /** How many blocks show at first (default 1). */
  initial?: number;
  min?: number;
  max?: number;
  /** 'filled' (default): send and check a block only when one of its fields is filled; 'all': every block. */
  send?: 'filled' | 'all';
}

export function createRepeatingGroup<Entry extends Fields>(
  makeEntry: () => Entry,
  options: RepeatingGroupOptions = {},
): RepeatingGroup<Entry> {
  const min = options.min ?? 0;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  const initialCount = options.initial ?? 1;
  let nextKey = 0;
  const make = (): GroupEntry<Entry> => ({ key: nextKey++, fields: makeEntry() });
  const fresh = () => Array.from({ length: initialCount }, make);
  const entries = signal<readonly GroupEntry<Entry>[]>(fresh());
  const sent = (entry: GroupEntry<Entry>) =>
    options.send === 'all' || Object.values(entry.fields).some((field) => !field.isEmpty());

  return {
    entries,
    canAdd: computed(() => entries.value.length < max),
    canRemove: computed(() => entries.value.length > min),
    add: () => {
      if (entries.peek().length < max) entries.value = [...entries.peek(), make()];
    },
    remove: (key) => {
      if (entries.peek().length > min) entries.value = entries.peek().filter((entry) => entry.key !== key);
    },
    validate: () => {
      let valid = true;
      for (const entry of entries.peek()) {
        if (sent(entry)) valid = validateAll(entry.fields) && valid;
        else for (const field of Object.values(entry.fields)) field.message.value = undefined;
      }
      return valid;
    },
    values: () =>
      entries
        .peek()
        .filter(sent)
        .map((entry) => valuesOf(entry.fields)),
    reset: () => {
      entries.value = fresh();
    },
  };
}

/** A form's fields and repeating groups, checked and read together. */
export interface Form<Own extends Fields> {
  readonly fields: Own;
  /** Checks every field and group; the view then focuses the first invalid input. */
  validate: () => boolean;
  values: () => ValuesOf<Own>;
  reset: () => void;
}

export function createForm<Own extends Fields>(
  own: Own,
  groups: readonly RepeatingGroup<Fields>[] = [],
): Form<Own> {
  return {
    fields: own,
    validate: () => {
      let valid = validateAll(own);
      for (const group of groups) valid = group.validate() && valid;
      return valid;
    },
    values: () => valuesOf(own),
    reset: () => {
      for (const field of Object.values(own)) field.reset();
      for (const group of groups) group.reset();
    },
  };
}
