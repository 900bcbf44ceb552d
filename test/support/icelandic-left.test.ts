import { describe, expect, it } from 'vitest';
import { icelandicLeftIn } from './icelandic-left.ts';

// What the no-Icelandic-left check of the English and Polish screens lets through: the sandbox's
// names and the reasons the product does not know, whole, wherever they stand, and the bracketed
// Icelandic names the translations keep; never a screen text in Icelandic that shares a word with a
// product's description.

describe('icelandicLeftIn', () => {
  it('finds catalogue texts left in Icelandic, though their words are in a data description', () => {
    // 'í' and 'að' stand in the special orders' and the payments' descriptions ('Skrúfur í pall').
    expect(
      icelandicLeftIn(
        ['Til baka í leit', 'Leita að heimilisfangi', 'Leyfi uppflettingu í creditinfo?'],
        'en',
      ),
    ).toEqual([
      'í (in "Til baka í leit")',
      'að (in "Leita að heimilisfangi")',
      'í (in "Leyfi uppflettingu í creditinfo?")',
    ]);
  });

  it('finds Icelandic in brackets other than the names the translations keep', () => {
    expect(icelandicLeftIn(['Cancel (Hætta við)'], 'pl')).toEqual([
      'Hætta (in "Cancel (Hætta við)")',
      'við (in "Cancel (Hætta við)")',
    ]);
  });

  it('lets through the kept names and the data’s names, whole, inside longer texts', () => {
    expect(
      icelandicLeftIn(
        [
          'Electronic ID (rafræn skilríki)',
          'National ID (kennitala)',
          'Confirm the login in the Auðkenni app',
          'Laugavegur 10, 101 Reykjavík',
          'You are logged in as Anna Jónsdóttir.',
          'Skrúfur í pall, 500 stk.',
        ],
        'en',
      ),
    ).toEqual([]);
  });

  it('lets through a reason the product does not know, as the API sent it, not one it knows', () => {
    expect(icelandicLeftIn(['Villa í kerfi (sandkassi)'], 'en')).toEqual([]);
    expect(icelandicLeftIn(['Ekki næg heimild'], 'en')).toEqual(['næg (in "Ekki næg heimild")']);
  });

  it('finds a data name’s word standing alone in another text', () => {
    expect(icelandicLeftIn(['Pay the rest í cash'], 'en')).toEqual(['í (in "Pay the rest í cash")']);
  });

  it('lets ó through in Polish, not in English', () => {
    expect(icelandicLeftIn(['Wróć'], 'pl')).toEqual([]);
    expect(icelandicLeftIn(['Wróć'], 'en')).toEqual(['Wróć (in "Wróć")']);
  });
});
