/**
 * 'Loading…' in English and Polish: what an element says while the texts of its language load, the
 * one text it has before them (the ui catalogue's translations say the same). Not a catalogue: its
 * texts are already the language's.
 */
export const loadingIn = { en: 'Loading…', pl: 'Wczytywanie…' } as const;
