/** The element's tag, written here once: its definition, the loader, the route table, the stories
 * and the manifest read it here (the loader finds every `*.tag.ts` beside an `*.element.ts`). */
export const tag = 'byko-instalment-calculator';
