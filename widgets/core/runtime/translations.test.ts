import { describe, expect, it } from 'vitest';
import { pair, translations } from '../languages/pairs.ts';
import { icelandic, messagesIn, textIn } from './translations.ts';

// A catalogue as flows write them: texts, a nested object, a function, a tuple.
const catalogue = {
  heading: 'Greiðsla',
  missing: { phone: 'sláðu inn símanúmer', terms: 'samþykktu skilmálana' },
  count: (count: number) => `${count} atriði`,
  months: ['janúar', 'febrúar'],
  empty: '',
} as const;

const other = { title: 'Kvittun' } as const;

const english = translations('en', [
  pair(catalogue, {
    heading: 'Payment',
    missing: { phone: 'enter your phone number', terms: 'accept the terms' },
    count: (count) => `${count} items`,
    months: ['January', 'February'],
    empty: '',
  }),
]);

describe('translations', () => {
  it('keeps its language', () => {
    expect(english.lang).toBe('en');
  });

  it('maps every Icelandic text of a catalogue, nested and in a tuple, to its translation', () => {
    expect(Object.fromEntries(english.texts)).toEqual({
      Greiðsla: 'Payment',
      'sláðu inn símanúmer': 'enter your phone number',
      'samþykktu skilmálana': 'accept the terms',
      janúar: 'January',
      febrúar: 'February',
    });
  });

  it('a catalogue named twice: the later pair wins', () => {
    const twice = translations('pl', [
      pair(other, { title: 'Potwierdzenie' }),
      pair(other, { title: 'Paragon' }),
    ]);
    expect(messagesIn(twice, other).title).toBe('Paragon');
    expect(textIn(twice, 'Kvittun')).toBe('Paragon');
  });
});

describe('messagesIn', () => {
  it('gives the translated catalogue, its functions called in the language', () => {
    const messages = messagesIn(english, catalogue);
    expect(messages.heading).toBe('Payment');
    expect(messages.missing.terms).toBe('accept the terms');
    expect(messages.count(3)).toBe('3 items');
    expect(messages.months[1]).toBe('February');
  });

  it('gives the Icelandic catalogue itself in Icelandic, and for a catalogue with no translation', () => {
    expect(messagesIn(icelandic, catalogue)).toBe(catalogue);
    expect(messagesIn(english, other)).toBe(other);
    expect(messagesIn(icelandic, catalogue).count(3)).toBe('3 atriði');
  });
});

describe('textIn', () => {
  it("translates a model's Icelandic text", () => {
    expect(textIn(english, 'sláðu inn símanúmer')).toBe('enter your phone number');
    expect(textIn(english, 'janúar')).toBe('January');
  });

  it('gives an unknown text as it is: a name, a reason the product does not know, an empty text', () => {
    expect(textIn(english, 'Anna Jónsdóttir')).toBe('Anna Jónsdóttir');
    expect(textIn(english, 'Umsókn hafnað')).toBe('Umsókn hafnað');
    expect(textIn(english, '')).toBe('');
    expect(textIn(english, 'Kvittun')).toBe('Kvittun');
  });

  it('gives every text as it is in Icelandic', () => {
    expect(textIn(icelandic, 'Greiðsla')).toBe('Greiðsla');
  });
});
