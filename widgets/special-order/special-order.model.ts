import { batch, computed, createModel, type ReadonlySignal, signal } from '@preact/signals-react';
import { fields } from '../core/fields/index.ts';
import { withMessage } from '../core/fields/with-message.ts';
import { createField, createForm, createSubmission, formMessages } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import {
  type Selection,
  type SelectionOption,
  type SpecialOrderCategory,
  type SpecialOrderRequest,
  specialOrderApi,
} from './special-order.api.ts';
import { specialOrderMessages as messages } from './special-order.messages.ts';

/** The step names in the URL (`?step=`): '1' … 'N' for the selections, then these two. */
export const overviewStep = 'yfirlit';
export const sentStep = 'mottekin';

/** A category as the configurator walks it: selections by selectionId, each one's options by optionId. */
export interface Catalogue {
  readonly category: SpecialOrderCategory;
  readonly selections: readonly Selection[];
  /** By selectionId. */
  readonly options: ReadonlyMap<number, readonly SelectionOption[]>;
}

/** What `byko-special-order-submitted` carries: the request as sent, and the total it showed. */
export interface SpecialOrderSubmitted {
  readonly request: SpecialOrderRequest;
  readonly total: number;
}

/** A sent inquiry as the success shows it: the lines as they were sent, whatever changes later. */
export interface SentInquiry extends SpecialOrderSubmitted {
  readonly lines: readonly ChosenLine[];
}

export interface SpecialOrderDependencies {
  api: () => ApiClient;
  onSubmitted?: (submitted: SpecialOrderSubmitted) => void;
}

/** Chosen optionId by selectionId. */
export type Choices = ReadonlyMap<number, number>;

const bySelectionId = (a: Selection, b: Selection) => a.selectionId - b.selectionId;
const byOptionId = (a: SelectionOption, b: SelectionOption) => a.optionId - b.optionId;

/** Spec §5: the options sorted, grouped under their selection (an option of no listed selection is dropped). */
export function catalogueOf(
  category: SpecialOrderCategory,
  selections: readonly Selection[],
  options: readonly SelectionOption[],
): Catalogue {
  const sorted = [...selections].sort(bySelectionId);
  const grouped = new Map<number, SelectionOption[]>(sorted.map((selection) => [selection.selectionId, []]));
  for (const option of [...options].sort(byOptionId)) grouped.get(option.selectionId)?.push(option);
  return { category, selections: sorted, options: grouped };
}

/**
 * Spec §5: an option that depends on another selection costs what its map says for the option
 * chosen there; else (no map, nothing chosen there, no entry for it) its base price.
 */
export function priceOf(option: SelectionOption, choices: Choices): number {
  if (option.dynamicPriceSelectionId === null || option.dynamicPriceMap === null) return option.price;
  const chosen = choices.get(option.dynamicPriceSelectionId);
  const mapped = chosen === undefined ? undefined : option.dynamicPriceMap[String(chosen)];
  return mapped ?? option.price;
}

/** The first option of each selection (spec §5: what loading selects). */
function firstChoices(catalogue: Catalogue): Choices {
  const choices = new Map<number, number>();
  for (const selection of catalogue.selections) {
    const first = catalogue.options.get(selection.selectionId)?.[0];
    if (first) choices.set(selection.selectionId, first.optionId);
  }
  return choices;
}

/** The chosen option of each selection, in order, with its price now. */
export interface ChosenLine {
  readonly selection: Selection;
  readonly option: SelectionOption;
  readonly price: number;
}

export const SpecialOrderModel = createModel((dependencies: SpecialOrderDependencies) => {
  const catalogue = signal<Catalogue | undefined>(undefined);
  const choices = signal<Choices>(new Map());
  /** Spec §5 "last selection index": the furthest selection reached (0 at first). */
  const furthest = signal(0);
  /** The step on screen: a selection's index, or the selections' count for the overview. */
  const position = signal(0);
  /** The first load may take its choices from the URL; after that the URL follows the model. */
  let choicesFromUrl = true;

  const selectionCount = computed(() => catalogue.value?.selections.length ?? 0);

  const form = createForm({
    name: createField({
      kind: withMessage(fields.text, messages.invalidName),
      required: true,
      requiredMessage: messages.invalidName,
    }),
    phone: createField({
      kind: withMessage(fields.phone, messages.invalidPhone),
      required: true,
      requiredMessage: messages.invalidPhone,
    }),
    ssn: createField({
      kind: withMessage(fields.kennitala, messages.invalidSsn),
      required: true,
      requiredMessage: messages.invalidSsn,
    }),
    email: createField({
      kind: withMessage(fields.email, messages.invalidEmail),
      required: true,
      requiredMessage: messages.invalidEmail,
    }),
  });

  const chosenLines = computed((): readonly ChosenLine[] => {
    const current = catalogue.value;
    if (!current) return [];
    const chosen = choices.value;
    return current.selections.flatMap((selection) => {
      const option = current.options
        .get(selection.selectionId)
        ?.find((candidate) => candidate.optionId === chosen.get(selection.selectionId));
      return option ? [{ selection, option, price: priceOf(option, chosen) }] : [];
    });
  });

  const total = computed(() => chosenLines.value.reduce((sum, line) => sum + line.price, 0));

  /**
   * The total counts a choice in every selection, also those not reached yet: there it is the
   * default (the first option, spec §5), and the view says so while any selection is still ahead.
   */
  const totalIncludesDefaults = computed(() => furthest.value < selectionCount.value - 1);

  const submission = createSubmission<SentInquiry>({
    validate: form.validate,
    send: async () => {
      const current = catalogue.peek();
      const request: SpecialOrderRequest = {
        ...form.values(),
        categoryName: current?.category.categoryName ?? '',
        options: chosenLines.peek().map((line) => line.option.optionId),
      };
      const sent = { request, total: total.peek(), lines: chosenLines.peek() };
      await specialOrderApi.apply(dependencies.api(), request);
      return sent;
    },
    fallbackMessage: messages.failure,
    onSubmitted: ({ request, total: sentTotal }) => dependencies.onSubmitted?.({ request, total: sentTotal }),
  });

  const loader = createKeyedLoader<{ catalogue: Catalogue }>({
    fetch: async (categoryName) => {
      const api = dependencies.api();
      const [category, selections, options] = await Promise.all([
        specialOrderApi.category(api, categoryName),
        specialOrderApi.selections(api, categoryName),
        specialOrderApi.options(api, categoryName),
      ]);
      return { catalogue: catalogueOf(category, selections, options) };
    },
    failedMessage: formMessages.unexpected,
    // Spec §5: a (new) category starts over. Only now, and in one batch: the last category's view
    // is gone by the time its answer arrives (the loader shows its spinner), so no step of the
    // half-reset state reaches the URL's history.
    onReady: (ready) =>
      batch(() => {
        catalogue.value = ready.catalogue;
        choices.value = firstChoices(ready.catalogue);
        furthest.value = 0;
        position.value = 0;
        submission.reset();
      }),
  });

  /**
   * Spec §5: a selection up to the furthest reached; the overview once every selection was. Reads
   * the signals' values, so a view that asks re-renders when a step is reached.
   */
  const isReachable = (index: number): boolean => {
    const count = selectionCount.value;
    return index <= furthest.value || (index === count && furthest.value >= count - 1);
  };

  /**
   * Moves to a step; a selection moved to counts as reached. Leaving the success starts a new
   * inquiry. Not while the inquiry is on its way (its answer shows on the overview). One batch, so
   * the URL sees one new step, never a state half-way.
   */
  const moveTo = (index: number): void => {
    if (index < 0 || index > selectionCount.peek() || submission.busy.peek()) return;
    batch(() => {
      submission.reset();
      position.value = index;
      if (index < selectionCount.peek()) furthest.value = Math.max(furthest.peek(), index);
    });
  };

  const stepName: ReadonlySignal<string> = computed(() => {
    if (submission.state.value.kind === 'submitted') return sentStep;
    return position.value >= selectionCount.value ? overviewStep : String(position.value + 1);
  });

  /** The URL's `v`: the options chosen in the selections reached so far, in order ('102.203'). */
  const choicesParam = computed(() =>
    chosenLines.value
      .slice(0, furthest.value + 1)
      .map((line) => line.option.optionId)
      .join('.'),
  );

  /** The choices a URL's `v` names, as far as each is an option of its selection in turn. */
  const restoreChoices = (param: string): void => {
    const current = catalogue.peek();
    if (!current) return;
    const named = param.split('.');
    const restored = new Map(choices.peek());
    let reached = 0;
    for (const selection of current.selections) {
      const option = current.options
        .get(selection.selectionId)
        ?.find((candidate) => String(candidate.optionId) === named[reached]);
      if (!option) break;
      restored.set(selection.selectionId, option.optionId);
      reached += 1;
    }
    if (reached === 0) return;
    batch(() => {
      choices.value = restored;
      furthest.value = reached - 1;
    });
  };

  return {
    loader,
    catalogue,
    choices,
    furthest,
    position,
    selectionCount,
    chosenLines,
    total,
    totalIncludesDefaults,
    form,
    submission,
    stepName,
    choicesParam,
    isReachable,
    priceOf: (option: SelectionOption) => priceOf(option, choices.value),

    /** A new category (the attribute changed) starts over (spec §5) once it has loaded. */
    load: loader.load,
    clear: loader.clear,
    dispose: loader.dispose,

    choose: (selectionId: number, optionId: number) => {
      const options = catalogue.peek()?.options.get(selectionId);
      if (!options?.some((option) => option.optionId === optionId) || submission.busy.peek()) return;
      choices.value = new Map(choices.peek()).set(selectionId, optionId);
    },
    /** The stepper: a step up to the furthest reached. */
    select: (index: number) => {
      if (isReachable(index)) moveTo(index);
    },
    next: () => moveTo(position.peek() + 1),
    back: () => moveTo(position.peek() - 1),

    /**
     * The URL named a step (a reload, a shared link, Back or Forward): the first time, its `v`
     * restores the choices; the step opens if it is reachable, else the model stays where it is.
     */
    goTo: (name: string | undefined, choicesInUrl: string | undefined) => {
      if (choicesFromUrl && catalogue.peek()) {
        choicesFromUrl = false;
        if (choicesInUrl !== undefined) restoreChoices(choicesInUrl);
      }
      if (name === undefined || name === sentStep) return;
      const index = name === overviewStep ? selectionCount.peek() : Number(name) - 1;
      if (Number.isInteger(index) && isReachable(index) && name !== stepName.peek()) moveTo(index);
    },
  };
});

export type SpecialOrderModelInstance = InstanceType<typeof SpecialOrderModel>;
