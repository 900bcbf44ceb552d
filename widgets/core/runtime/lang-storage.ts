/**
 * Where a host page remembers the customer's choice of language (localStorage). The elements own
 * the key, so every page that embeds them and offers a choice keeps one remembered language. Apart
 * from lang.ts: a page's first script needs the key alone.
 */
export const langStorageKey = 'byko-lang';
