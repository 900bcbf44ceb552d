import { paymentMethodCodes } from './pay.api.ts';

/** The choices the pay page offers (spec §2): 0 instalments; 1 card and Google Pay; 2 slip. */
export type PayMethod = 'instalments' | 'card' | 'googlePay' | 'slip';

const methodsByCode: Record<number, PayMethod[]> = {
  [paymentMethodCodes.instalments]: ['instalments'],
  [paymentMethodCodes.card]: ['card', 'googlePay'],
  [paymentMethodCodes.slip]: ['slip'],
};

const order: PayMethod[] = ['instalments', 'card', 'googlePay', 'slip'];

/** The methods to show, in a fixed order; codes the page does not offer (3-8) are ignored. */
export function methodsFor(allowed: readonly number[]): PayMethod[] {
  const offered = new Set(allowed.flatMap((code) => methodsByCode[code] ?? []));
  return order.filter((method) => offered.has(method));
}

/**
 * The preselected method: card when card is allowed, else the slip when it is, else the first
 * choice (index 0, spec §2 "Default selection is 0").
 */
export function initialMethod(methods: readonly PayMethod[]): PayMethod | undefined {
  if (methods.includes('card')) return 'card';
  if (methods.includes('slip')) return 'slip';
  return methods[0];
}

/** The slide goes forward when the new choice comes after the old one in the list. */
export function slideDirection(
  methods: readonly PayMethod[],
  from: PayMethod | undefined,
  to: PayMethod,
): 'forward' | 'backward' | 'none' {
  if (from === undefined || from === to) return 'none';
  return methods.indexOf(to) > methods.indexOf(from) ? 'forward' : 'backward';
}
