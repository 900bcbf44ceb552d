/** The texts every form shares (spec §8). */
export const formMessages = {
  /** Applications, instalments, signing status, generic. */
  unexpected: 'Óvænt villa kom upp',
} as const;
