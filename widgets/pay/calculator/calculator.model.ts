import { computed, createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../../core/runtime/http.ts';
import { createKeyedLoader } from '../../core/runtime/keyed-loader.ts';
import type { LoadState } from '../../core/runtime/load-state.ts';
import { instalmentApi } from '../instalments/instalment.api.ts';
import {
  type InstalmentRow,
  type InstalmentSummary,
  type InstalmentTerms,
  instalmentSchedule,
  instalmentSummary,
} from '../instalments/instalments.ts';
import { calculatorMessages } from './calculator.messages.ts';

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

/**
 * The largest amount the calculator plans (kr.): far above any instalment plan, far below where
 * the arithmetic loses whole krónur. Above it the field says so instead of showing a broken plan.
 */
export const calculatorMaxAmount = 1_000_000_000;

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
  // Loaded once, not by an attribute: the loader's key is the call itself.
  const fee = createKeyedLoader({
    fetch: async () => ({ fee: await instalmentApi.noticeAmount(dependencies.api()) }),
    failedMessage: calculatorMessages.feeLoadFailed,
  });
  const feeLoad = fee.state;
  const amount = signal(dependencies.initialAmount === undefined ? '' : String(dependencies.initialAmount));
  const interest = signal(
    dependencies.initialInterest === undefined ? '' : String(dependencies.initialInterest).replace('.', ','),
  );
  const name = signal('');
  const ssn = signal('');
  const phone = signal('');
  const email = signal('');
  const months = signal<number>(calculatorMonths.initial);

  const rate = computed(() => parseInterest(interest.value));
  const interestMessage = computed(() =>
    interest.value !== '' && rate.value === undefined ? calculatorMessages.interestInvalid : undefined,
  );
  const amountMessage = computed(() =>
    Number(amount.value) > calculatorMaxAmount ? calculatorMessages.amountTooLarge : undefined,
  );
  const terms = computed<InstalmentTerms | undefined>(() => {
    const load = feeLoad.value;
    const principal = amountMessage.value === undefined ? Number(amount.value) : 0;
    const annualInterestPercent = rate.value;
    return load.kind === 'ready' && annualInterestPercent !== undefined && principal > 0
      ? { amount: principal, annualInterestPercent, months: months.value, fee: load.fee }
      : undefined;
  });
  const rows = computed<InstalmentRow[]>(() =>
    terms.value ? instalmentSchedule(terms.value, dependencies.now()) : [],
  );
  /** The summary above the plan's table: the monthly payment, the totals and the APR. */
  const summary = computed<InstalmentSummary | undefined>(() =>
    terms.value ? instalmentSummary(terms.value, rows.value) : undefined,
  );

  const loadFee = () => fee.load('noticeAmount');
  const dispose = fee.dispose;

  return {
    feeLoad,
    amount,
    amountMessage,
    interest,
    interestMessage,
    name,
    ssn,
    phone,
    email,
    months,
    rows,
    summary,
    loadFee,
    dispose,
  };
});
