// The instalment (greiðsludreifing) calculation of spec §2 and §9, as pure functions: an annuity
// on the amount plus the 4.33 % arrangement fee, first due on the 2nd of next month.

/** The principal is the amount times this (the arrangement fee is added to the loan). */
export const principalFactor = 1.0433;
/** The APR treats the fee as 4.34 % of what the customer actually receives (spec §9). */
export const aprFeeFactor = 1.0434;
/** An APR above this is flagged '(Of hátt)'. */
export const aprLimit = 50;
/** Days from a due date to its deadline (eindagi); the spec leaves it open. */
export const deadlineDays = 10;

export interface InstalmentTerms {
  /** The payment's amount (kr.). */
  amount: number;
  /** Annual interest in percent (12.5 means 12.5 %). */
  annualInterestPercent: number;
  /** Number of monthly payments. */
  months: number;
  /** The fee charged with every payment (NoticeAmount, kr.). */
  fee: number;
}

export interface InstalmentRow {
  dueDate: Date;
  deadline: Date;
  /** Principal outstanding before this payment. */
  remaining: number;
  /** The annuity payment (principal part + interest). */
  pmt: number;
  /** Principal part. */
  ppmt: number;
  /** Interest part. */
  ipmt: number;
  fee: number;
  /** What the customer pays on this date: pmt + fee. */
  total: number;
  /** The row in whole krónur as the table shows it (`shownRows`). */
  shown: ShownInstalmentRow;
}

/**
 * A row in whole krónur whose parts add up: principal part + interest + fee is the payment, each
 * row's principal left is the last one's less its principal part, and the principal parts add up
 * to the (rounded) principal. Rounding each figure on its own would not: 89.875 + 3.804 + 495
 * against a payment of 94.174.
 */
export interface ShownInstalmentRow {
  remaining: number;
  ppmt: number;
  ipmt: number;
  fee: number;
  total: number;
}

export function principalFor(amount: number): number {
  return amount * principalFactor;
}

export function monthlyRate(annualInterestPercent: number): number {
  return annualInterestPercent / 100 / 12;
}

/** The level payment that repays `principal` in `months` at `rate` a month. */
export function annuityPayment(principal: number, rate: number, months: number): number {
  if (months <= 0) throw new RangeError('months must be positive');
  const discount = 1 - (1 + rate) ** -months;
  // At zero interest (or one so small that 1 + rate is 1 in floating point) it is plain division.
  if (rate === 0 || discount === 0) return principal / months;
  return (principal * rate) / discount;
}

/** The n-th due date (0 = first): the 2nd of the month after `now`, then monthly. */
export function dueDate(now: Date, index: number): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1 + index, 2);
}

export function instalmentSchedule(terms: InstalmentTerms, now: Date): InstalmentRow[] {
  const principal = principalFor(terms.amount);
  const rate = monthlyRate(terms.annualInterestPercent);
  const pmt = annuityPayment(principal, rate, terms.months);
  const rows: InstalmentRow[] = [];
  const shownPrincipal = Math.round(principal);
  const fee = Math.round(terms.fee);
  // Every payment but the last is the level payment in whole krónur; its interest is rounded and
  // the principal part is the rest, so the parts add up. The last repays what is left, so the
  // principal parts add up to the principal (its payment may differ by a few krónur).
  const levelTotal = Math.round(pmt + terms.fee);
  let remaining = principal;
  let shownRemaining = shownPrincipal;
  for (let index = 0; index < terms.months; index += 1) {
    const ipmt = remaining * rate;
    const isLast = index === terms.months - 1;
    // The last principal part is what is left, so the schedule repays exactly the principal.
    const ppmt = isLast ? remaining : pmt - ipmt;
    const shownIpmt = Math.round(ipmt);
    const shownPpmt = isLast ? shownRemaining : Math.min(shownRemaining, levelTotal - fee - shownIpmt);
    const shown: ShownInstalmentRow = {
      remaining: shownRemaining,
      ppmt: shownPpmt,
      ipmt: shownIpmt,
      fee,
      total: shownPpmt + shownIpmt + fee,
    };
    shownRemaining -= shownPpmt;
    const due = dueDate(now, index);
    rows.push({
      dueDate: due,
      deadline: new Date(due.getFullYear(), due.getMonth(), due.getDate() + deadlineDays),
      remaining,
      pmt: ppmt + ipmt,
      ppmt,
      ipmt,
      fee: terms.fee,
      total: ppmt + ipmt + terms.fee,
      shown,
    });
    remaining -= ppmt;
  }
  return rows;
}

/**
 * Annual percentage rate of charge, in percent: the monthly rate at which the payments (with
 * fees) are worth what the customer receives (principal ÷ 1.0434), compounded over a year.
 */
export function annualPercentageRate(terms: InstalmentTerms): number {
  const received = principalFor(terms.amount) / aprFeeFactor;
  const payment =
    annuityPayment(principalFor(terms.amount), monthlyRate(terms.annualInterestPercent), terms.months) +
    terms.fee;
  const presentValue = (rate: number) => {
    let sum = 0;
    for (let month = 1; month <= terms.months; month += 1) sum += payment / (1 + rate) ** month;
    return sum;
  };
  // Present value falls as the rate rises: bisect until the bracket is far below a krónu's worth.
  let low = 0;
  let high = 1;
  while (presentValue(high) > received) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return ((1 + (low + high) / 2) ** 12 - 1) * 100;
}

export function isAprTooHigh(apr: number): boolean {
  return apr > aprLimit;
}

/** The APR line's figure (spec §5): the rate, and whether it is above 50 ('(Of hátt)'). */
export interface Apr {
  value: number;
  tooHigh: boolean;
}

export function aprOf(terms: InstalmentTerms): Apr {
  const value = annualPercentageRate(terms);
  return { value, tooHigh: isAprTooHigh(value) };
}

/**
 * The plan at a glance, shown above its table: in the whole krónur the table shows, so the figures
 * agree with it (the total repaid is the table's payments added up).
 */
export interface InstalmentSummary {
  /** The level payment (principal part, interest and fee); the last may differ by a few krónur. */
  monthly: number;
  payments: number;
  /** Every payment of the plan added up. */
  totalRepaid: number;
  /** What the credit costs beyond the amount: the arrangement fee, the interest and the fees. */
  totalCost: number;
  apr: Apr;
}

export function instalmentSummary(terms: InstalmentTerms, rows: readonly InstalmentRow[]): InstalmentSummary {
  const totalRepaid = rows.reduce((sum, row) => sum + row.shown.total, 0);
  return {
    monthly: rows[0]?.shown.total ?? 0,
    payments: rows.length,
    totalRepaid,
    totalCost: totalRepaid - Math.round(terms.amount),
    apr: aprOf(terms),
  };
}
