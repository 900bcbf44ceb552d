import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { fields } from '../fields/index.ts';
import { createField, createRepeatingGroup } from '../form/index.ts';
import { clearDraft, clearDrafts, type DraftSource, draftKey, keepDraft } from './draft.ts';

// Draft keeping, beyond the spec so that nothing a person typed is lost: what was typed survives a
// reload or an expired login in sessionStorage, per flow and person, and goes when sent or on
// logout. Here with an in-memory Storage standing in for sessionStorage.

const bjarni = '0507953069';
const anna = '1203892039';

function person() {
  return { ssn: createField({ kind: fields.kennitala }), name: createField({ kind: fields.text }) };
}

/** A small application: two fields and a list of people (at most three). */
function application() {
  const phone = createField({ kind: fields.phone, required: true });
  const comment = createField({ kind: fields.text });
  const people = createRepeatingGroup(person, { initial: 1, min: 1, max: 3 });
  const source = { fields: { phone, comment }, groups: { people } } satisfies DraftSource;
  return { phone, comment, people, source };
}

function stored(storage: Storage, key: string): unknown {
  return JSON.parse(storage.getItem(key) ?? 'null');
}

function namesOf(people: ReturnType<typeof application>['people']): string[][] {
  return people.entries
    .peek()
    .map((entry) => [entry.fields.ssn.value.peek(), entry.fields.name.value.peek()]);
}

describe('draftKey', () => {
  it('names the flow and the person', () => {
    expect(draftKey('invoice-account', bjarni)).toBe(`byko-draft:invoice-account:${bjarni}`);
    expect(draftKey('loan', bjarni)).not.toBe(draftKey('loan', anna));
  });
});

describe('keepDraft', () => {
  it('writes what is typed back at once, fields and every block', () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    const { phone, people, source } = application();
    const stop = keepDraft(source, key, storage);
    expect(stored(storage, key)).toEqual({
      fields: { phone: '', comment: '' },
      groups: { people: [{ ssn: '', name: '' }] },
    });
    phone.set('820 2345');
    people.add();
    people.entries.peek()[1]?.fields.name.set('Guðrún Pálsdóttir');
    expect(stored(storage, key)).toEqual({
      fields: { phone: '8202345', comment: '' },
      groups: {
        people: [
          { ssn: '', name: '' },
          { ssn: '', name: 'Guðrún Pálsdóttir' },
        ],
      },
    });
    stop();
    phone.set('8209999');
    expect(stored(storage, key)).toMatchObject({ fields: { phone: '8202345' } });
  });

  it('restores a draft into a new form (a reload), blocks included', () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    const first = application();
    const stop = keepDraft(first.source, key, storage);
    first.phone.set('8202345');
    first.comment.set('Vegna framkvæmda');
    first.people.entries.peek()[0]?.fields.ssn.set('1709715079');
    first.people.add();
    first.people.entries.peek()[1]?.fields.name.set('Sigurður Karlsson');
    stop();

    const reloaded = application();
    keepDraft(reloaded.source, key, storage)();
    expect(reloaded.phone.value.peek()).toBe('8202345');
    expect(reloaded.comment.value.peek()).toBe('Vegna framkvæmda');
    expect(namesOf(reloaded.people)).toEqual([
      ['1709715079', ''],
      ['', 'Sigurður Karlsson'],
    ]);
  });

  it('an empty stored value leaves what the form holds (a prefill from the session stays)', () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    storage.setItem(key, JSON.stringify({ fields: { phone: '', comment: 'Halló' }, groups: {} }));
    const { phone, comment, source } = application();
    phone.set('8202345');
    keepDraft(source, key, storage)();
    expect([phone.value.peek(), comment.value.peek()]).toEqual(['8202345', 'Halló']);
  });

  it("a stored value is cleaned by its field's kind, as typing is", () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    storage.setItem(
      key,
      JSON.stringify({
        fields: { phone: '820-23 45' },
        groups: { people: [{ ssn: '17 09 71-5079', name: 'G' }] },
      }),
    );
    const { phone, people, source } = application();
    keepDraft(source, key, storage)();
    expect(phone.value.peek()).toBe('8202345');
    expect(namesOf(people)).toEqual([['1709715079', 'G']]);
  });

  it('never makes more blocks than the list allows', () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    const five = Array.from({ length: 5 }, (_, index) => ({ ssn: '', name: `Nafn ${index + 1}` }));
    storage.setItem(key, JSON.stringify({ fields: {}, groups: { people: five } }));
    const { people, source } = application();
    keepDraft(source, key, storage)();
    expect(namesOf(people)).toEqual([
      ['', 'Nafn 1'],
      ['', 'Nafn 2'],
      ['', 'Nafn 3'],
    ]);
  });

  it("does not restore another person's draft on the same tab", () => {
    const storage = new MemoryStorage();
    const bjarnis = application();
    const stop = keepDraft(bjarnis.source, draftKey('flow', bjarni), storage);
    bjarnis.comment.set('Bjarna');
    stop();

    const annas = application();
    keepDraft(annas.source, draftKey('flow', anna), storage)();
    expect(annas.comment.value.peek()).toBe('');
    // Hers is written under her own key; his stays as it was.
    expect(stored(storage, draftKey('flow', anna))).toMatchObject({ fields: { comment: '' } });
    expect(stored(storage, draftKey('flow', bjarni))).toMatchObject({ fields: { comment: 'Bjarna' } });
  });

  it.each([
    ['broken JSON', '{"fields": {"phone": "82'],
    ['not an object', '"8202345"'],
    ['null', 'null'],
    ['fields that are not text', JSON.stringify({ fields: { phone: 8202345 }, groups: {} })],
    ['no fields', JSON.stringify({ groups: { people: [{ name: 'X' }] } })],
  ])('ignores a stored draft that is %s, and writes a good one over it', (_what, text) => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    storage.setItem(key, text);
    const { phone, people, source } = application();
    const stop = keepDraft(source, key, storage);
    expect(phone.value.peek()).toBe('');
    expect(namesOf(people)).toEqual([['', '']]);
    phone.set('8202345');
    expect(stored(storage, key)).toMatchObject({ fields: { phone: '8202345' } });
    stop();
  });

  it('ignores a list whose blocks are not text, keeping the fields', () => {
    const storage = new MemoryStorage();
    const key = draftKey('flow', bjarni);
    storage.setItem(key, JSON.stringify({ fields: { comment: 'Halló' }, groups: { people: [{ ssn: 1 }] } }));
    const { comment, people, source } = application();
    keepDraft(source, key, storage)();
    expect(comment.value.peek()).toBe('Halló');
    expect(namesOf(people)).toEqual([['', '']]);
  });

  it('a full or blocked storage leaves the form working', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { phone, source } = application();
    const stop = keepDraft(source, draftKey('flow', bjarni), storage);
    phone.set('8202345');
    expect(phone.value.peek()).toBe('8202345');
    stop();
  });

  it('without a storage (Node, a sandboxed frame) does nothing', () => {
    const { phone, source } = application();
    const stop = keepDraft(source, draftKey('flow', bjarni), undefined);
    phone.set('8202345');
    expect(phone.value.peek()).toBe('8202345');
    stop();
  });
});

describe('clearDraft and clearDrafts', () => {
  it('clearDraft removes one draft (the application was sent)', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('flow', bjarni), '{}');
    storage.setItem(draftKey('other', bjarni), '{}');
    clearDraft(draftKey('flow', bjarni), storage);
    expect(Object.keys(storage.entries())).toEqual([draftKey('other', bjarni)]);
  });

  it('clearDrafts (logout) removes every draft of the tab and nothing that is not one', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('invoice-account', bjarni), '{}');
    storage.setItem(draftKey('loan', anna), '{}');
    storage.setItem(draftKey('account', anna), '{}');
    storage.setItem('token', 'abc');
    storage.setItem('draft', 'not ours');
    storage.setItem('other:byko-draft:x', 'not ours either');
    clearDrafts(storage);
    expect(storage.entries()).toEqual({
      token: 'abc',
      draft: 'not ours',
      'other:byko-draft:x': 'not ours either',
    });
  });
});
