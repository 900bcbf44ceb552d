import type {
  Selection,
  SelectionOption,
  SpecialOrderCategory,
} from '../../widgets/special-order/special-order.api.ts';

// The special-order seed (SANDBOX.md "Special orders"): two categories, their selections and
// options. Plain constants; the images are drawn by images.ts from the option's name.

export const specialOrderReasons = {
  categoryNotFound: 'Flokkur fannst ekki',
  imageNotFound: 'Mynd fannst ekki',
  /** An application that does not name one option of each of the category's selections. */
  optionsInvalid: 'Velja þarf einn valkost í hverju skrefi',
} as const;

export interface SeedCategory {
  readonly category: SpecialOrderCategory;
  readonly selections: readonly Selection[];
  /** Without imageUrl: the routes add it, on the sandbox's own origin. */
  readonly options: readonly Omit<SelectionOption, 'imageUrl'>[];
}

type SeedOption = Omit<SelectionOption, 'imageUrl'>;

const option = (
  optionId: number,
  selectionId: number,
  name: string,
  price: number,
  description: string,
  dynamic?: { selectionId: number; map: Record<string, number> },
): SeedOption => ({
  optionId,
  selectionId,
  name,
  description,
  price,
  dynamicPriceSelectionId: dynamic?.selectionId ?? null,
  dynamicPriceMap: dynamic?.map ?? null,
});

const gluggar: SeedCategory = {
  category: { categoryName: 'gluggar', name: 'Gluggar' },
  selections: [
    { selectionId: 1, name: 'Tegund' },
    { selectionId: 2, name: 'Stærð' },
    { selectionId: 3, name: 'Litur' },
    { selectionId: 4, name: 'Gler' },
  ],
  options: [
    option(101, 1, 'Fastur gluggi', 45_000, 'Opnast ekki. Hentar þar sem loftun fæst annars staðar.'),
    option(102, 1, 'Opnanlegur gluggi', 62_000, 'Hliðarhengdur, opnast út.'),
    option(103, 1, 'Veltigluggi', 71_000, 'Veltur um miðju: auðvelt að þrífa báðar hliðar.'),
    option(201, 2, '60 × 60 cm', 0, 'Baðherbergi, geymslur og gangar.'),
    option(202, 2, '100 × 120 cm', 18_000, 'Algengasta stærð í stofu og svefnherbergi.'),
    option(203, 2, '120 × 150 cm', 32_000, 'Stór gluggi sem hleypir mikilli birtu inn.'),
    option(301, 3, 'Hvítur', 0, 'Hvítlakkaður karmur og rammi.'),
    option(302, 3, 'Antrasítgrár', 9_500, 'Dökkgrár að utan, hvítur að innan.'),
    option(303, 3, 'Svartur', 9_500, 'Svartur að utan, hvítur að innan.'),
    option(401, 4, 'Tvöfalt gler', 8_000, 'Einangrunargler, tvö lög.', {
      selectionId: 2,
      map: { '201': 8_000, '202': 19_500, '203': 29_000 },
    }),
    option(402, 4, 'Þrefalt gler', 14_000, 'Þrjú lög: betri einangrun og hljóðvist.', {
      selectionId: 2,
      map: { '201': 14_000, '202': 33_000, '203': 49_500 },
    }),
  ],
};

const hurdir: SeedCategory = {
  category: { categoryName: 'hurdir', name: 'Hurðir' },
  selections: [
    { selectionId: 1, name: 'Tegund' },
    { selectionId: 2, name: 'Opnun' },
    { selectionId: 3, name: 'Áferð' },
  ],
  options: [
    option(501, 1, 'Útihurð', 89_000, 'Einangruð útihurð með læsingu.'),
    option(502, 1, 'Innihurð', 34_000, 'Létt innihurð með karmi.'),
    option(601, 2, 'Hægri', 0, 'Lamir hægra megin séð að utan.'),
    option(602, 2, 'Vinstri', 0, 'Lamir vinstra megin séð að utan.'),
    option(701, 3, 'Hvít', 0, 'Hvítmáluð.'),
    option(702, 3, 'Eik', 12_000, 'Eikarspónn, olíuborinn.'),
  ],
};

/** By categoryName. */
export const specialOrderCategories: ReadonlyMap<string, SeedCategory> = new Map(
  [gluggar, hurdir].map((seed) => [seed.category.categoryName, seed]),
);
