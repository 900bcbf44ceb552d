/** The loader's list of elements, which the build writes from the tag files (vite.widgets.ts). */
declare module 'virtual:byko-elements' {
  export const elements: readonly (readonly [tag: string, load: () => Promise<unknown>])[];
}
