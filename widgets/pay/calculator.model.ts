import { computed, createModel, signal } from '@preact/signals-react';
import { type ApiClient, errorMessage } from '../core/http.ts';
import type { LoadState } from '../core/load-state.ts';
import { instalmentApi } from './instalment.api.ts';
import { calculatorMessages } from './instalment.messages.ts';
import { aprOf, type InstalmentRow, type InstalmentTerms, instalmentSchedule } from './instalments.ts';

/** Spec §2: the calculator's slider goes up to 32 months. */
export const calculatorMonths = { min: 2, max: 32, initial: 7 } as const;

export type FeeLoad = LoadState<{ fee: number }>;

export interface CalculatorDependencies {
  api: () => ApiClient;
  now: () => Date;
  /** The element's amount and interest attributes, as the fields start. */
  initialAmount: number | undefined;
  initialInterest: number | undefined;
}

/** Parses '12,5' or '12.5'; undefined when it is not a number from 0 to 100. */
export function parseInterest(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

/**
 * The staff's 'Greiðsludreifing' calculator (spec §2): the payment fee from the server, the typed
 * amount, interest and customer, the months, and the plan they give. Its submit does nothing.
 */
export const CalculatorModel = createModel((dependencies: CalculatorDependencies) => {
  const feeLoad = signal<FeeLoad>({ kind: 'loading' });
  const amount = signal(dependencies.initialAmount === undefined ? '' : String(dependencies.initialAmount));
  const interest = signal(
    dependencies.initialInterest === undefined ? '' : String(dependencies.initialInterest).replace('.', ','),
  );
  const name = signal('');
  const ssn = signal('');
  const phone = signal('');
  const email = signal('');
  const months = signal<number>(calculatorMonths.initial);
  let generation = 0;

  const rate = computed(() => parseInterest(interest.value));
  const interestMessage = computed(() =>
    interest.value !== '' && rate.value === undefined ? calculatorMessages.interestInvalid : undefined,
  );
  const terms = computed<InstalmentTerms | undefined>(() => {
    const load = feeLoad.value;
    const principal = Number(amount.value);
    const annualInterestPercent = rate.value;
    return load.kind === 'ready' && annualInterestPercent !== undefined && principal > 0
      ? { amount: principal, annualInterestPercent, months: months.value, fee: load.fee }
      : undefined;
  });
  const rows = computed<InstalmentRow[]>(() =>
    terms.value ? instalmentSchedule(terms.value, dependencies.now()) : [],
  );
  const apr = computed(() => (terms.value ? aprOf(terms.value) : undefined));

  const loadFee = async () => {
    generation += 1;
    const mine = generation;
    feeLoad.value = { kind: 'loading' };
    try {
      const fee = await instalmentApi.noticeAmount(dependencies.api());
      if (mine === generation) feeLoad.value = { kind: 'ready', fee };
    } catch (error) {
      if (mine === generation)
        feeLoad.value = { kind: 'failed', message: errorMessage(error, calculatorMessages.feeLoadFailed) };
    }
  };

  const dispose = () => {
    generation += 1;
  };

  return {
    feeLoad,
    amount,
    interest,
    interestMessage,
    name,
    ssn,
    phone,
    email,
    months,
    rows,
    apr,
    loadFee,
    dispose,
  };
});
