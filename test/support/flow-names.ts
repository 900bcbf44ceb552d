// How a flow's name is found written in core's source: by widgets/flow-boundaries.test.ts, which
// holds that core names no flow, and by `npm run new-flow`, which refuses a name core already writes
// (that test would fail once the flow exists).

/** `text` as a regular expression's literal. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What names a flow: its tags (`byko-receipt`), its pages by their fixed part (`/kvittun`), its folders. */
export interface FlowNamesWritten {
  tags: readonly string[];
  pages: readonly string[];
  folders: readonly string[];
}

/**
 * A pattern for each name, beside the name: a tag as a whole word (in a comment too), a page as a
 * path of its own (the end of `/api/kvittun` or of `./kvittun.css` is not `/kvittun`), a folder
 * only as a whole string (`'login'`), since a folder's name is often a common word.
 */
export function flowNamePatterns({ tags, pages, folders }: FlowNamesWritten): [string, RegExp][] {
  return [
    ...tags.map((tag): [string, RegExp] => [tag, new RegExp(`(?<![\\w-])${escaped(tag)}(?![\\w-])`)]),
    ...pages.map((page): [string, RegExp] => [page, new RegExp(`(?<![\\w/.-])${escaped(page)}(?![\\w-])`)]),
    ...folders.map((folder): [string, RegExp] => [folder, new RegExp(`['"\`]${escaped(folder)}['"\`]`)]),
  ];
}
