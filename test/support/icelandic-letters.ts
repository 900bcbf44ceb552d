import type { OtherLang } from '../../widgets/core/runtime/lang.ts';

/**
 * The Icelandic letters no word of the language has (Polish writes ó too): a word with one, on an
 * English or Polish screen or in its texts, is Icelandic left untranslated.
 */
export const icelandicLetters: Readonly<Record<OtherLang, RegExp>> = {
  en: /[áéíóúýþðæöÁÉÍÓÚÝÞÐÆÖ]/,
  pl: /[áéíúýþðæöÁÉÍÚÝÞÐÆÖ]/,
};

/**
 * The Icelandic an English or Polish text keeps: the names the customer meets elsewhere in
 * Icelandic, bracketed beside their translation ('electronic ID (rafræn skilríki)', 'ID number
 * (kennitala)'), and the app the customer logs in with, Auðkenni.
 */
export const keptIcelandicNames = /\((?:kennitala|rafræn skilríki)\)|Auðkenni/g;

/** `text` without the Icelandic names it may keep. */
export const withoutKeptNames = (text: string): string => text.replace(keptIcelandicNames, ' ');
