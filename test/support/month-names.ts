/** The twelve Icelandic month names in lower case, written out as the tests expect them shown. */
export const icelandicMonths = [
  'janúar',
  'febrúar',
  'mars',
  'apríl',
  'maí',
  'júní',
  'júlí',
  'ágúst',
  'september',
  'október',
  'nóvember',
  'desember',
] as const;
