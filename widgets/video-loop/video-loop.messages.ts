/** Every Icelandic string of the golf video loop (spec §2 "Other tools", §9). */
export const videoLoopMessages = {
  /** The videos' region, named for screen readers (the videos are silent and have no text). */
  label: 'Myndbönd frá golfmóti',
  loading: 'Sæki myndbönd…',
  /** WCAG 2.2.2: moving content that runs on has a way to stop it. */
  pause: 'Gera hlé',
  play: 'Spila',
  allFailed: 'Ekki tókst að spila myndböndin',
  retry: 'Reyna aftur',
} as const;
