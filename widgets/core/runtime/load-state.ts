/**
 * What a view shows for data it loads from the server (DESIGN.md principle 3, named states): a
 * spinner, the failure's message with a retry, or the data. `Ready` is what the data adds.
 */
export type LoadState<Ready extends object> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | ({ kind: 'ready' } & Ready);
