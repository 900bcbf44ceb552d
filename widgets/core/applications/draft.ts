import { effect } from '@preact/signals-react';
import type { Fields, RepeatingGroup } from '../form/index.ts';

/**
 * A half-filled application survives a reload or an expired login: what was typed is kept in
 * sessionStorage (this tab only, gone when it closes), under the flow's name and the person's
 * kennitala, so another person logging in on the same tab never sees it. Never the token. Cleared
 * when the application is sent and when the person logs out (`clearDrafts`).
 */

const prefix = 'byko-draft:';

export interface DraftSource {
  fields: Fields;
  groups?: Readonly<Record<string, RepeatingGroup<Fields>>>;
}

interface StoredDraft {
  fields: Record<string, string>;
  groups: Record<string, Record<string, string>[]>;
}

/** sessionStorage, or undefined where the page may not use it (an iframe denied storage, blocked storage). */
export function draftStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(flow: string, ssn: string): string {
  return `${prefix}${flow}:${ssn}`;
}

function typedValues(fields: Fields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) values[name] = field.value.value;
  return values;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function readDraft(storage: Storage, key: string): StoredDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { fields, groups } = parsed as Partial<StoredDraft>;
    if (!isRecordOfStrings(fields)) return undefined;
    const okGroups: Record<string, Record<string, string>[]> = {};
    for (const [name, entries] of Object.entries(groups ?? {})) {
      if (Array.isArray(entries) && entries.every(isRecordOfStrings)) okGroups[name] = entries;
    }
    return { fields, groups: okGroups };
  } catch {
    // Not ours or broken: start empty rather than fail.
    return undefined;
  }
}

function restore(fields: Fields, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    // `set` cleans as typing does: a stored value never bypasses the field's rules.
    if (field && value !== '') field.set(value);
  }
}

/**
 * Restores the draft into the form (a stored value wins over a prefilled one: it is what the person
 * typed), then writes every change back. Returns the stop function. Flows open it together with the
 * prefill (person-form.ts), in one step, so one person's typing never reaches another's draft.
 */
export function keepDraft(source: DraftSource, key: string, storage = draftStorage()): () => void {
  if (!storage) return () => undefined;
  const stored = readDraft(storage, key);
  if (stored) {
    restore(source.fields, stored.fields);
    for (const [name, group] of Object.entries(source.groups ?? {})) {
      const entries = stored.groups[name];
      if (!entries || entries.length === 0) continue;
      while (group.entries.peek().length < entries.length && group.canAdd.peek()) group.add();
      for (const [index, entry] of group.entries.peek().entries())
        restore(entry.fields, entries[index] ?? {});
    }
  }
  return effect(() => {
    const draft: StoredDraft = { fields: typedValues(source.fields), groups: {} };
    for (const [name, group] of Object.entries(source.groups ?? {}))
      draft.groups[name] = group.entries.value.map((entry) => typedValues(entry.fields));
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // Full or blocked storage: the form still works, only the draft is not kept.
    }
  });
}

/** The application was sent: its draft goes. */
export function clearDraft(key: string, storage = draftStorage()): void {
  storage?.removeItem(key);
}

/** Logout: every draft of this tab goes. */
export function clearDrafts(storage = draftStorage()): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
}
