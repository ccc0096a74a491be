/**
 * The money of a deposit order, pure and in integer minor units (issue 12): the least deposit a
 * form's percentage asks, how many instalments the close date leaves room for, and the plan itself.
 * The browser shows the plan with this function and the server writes it with the same one.
 */

const DAY_MS = 86_400_000;

export interface PlannedInstalment {
  sequence: number;
  /** `YYYY-MM-DD`, UTC. */
  dueDate: string;
  amountMinor: number;
}

export interface PaymentPlanInput {
  totalMinor: number;
  depositMinor: number;
  instalments: number;
  purchasedAt: Date;
  /** The form's close date (`YYYY-MM-DD`): orders close at the end of it, every instalment falls before it. */
  closeDate: string;
}

const assertMinor = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number of minor units, got ${value}.`);
};

const dayNumber = (isoDate: string): number => {
  const ms = Date.parse(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${isoDate}.`);
  return Math.floor(ms / DAY_MS);
};
const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The least deposit: `ceil(total * percent / 100)`, computed in integers. */
export function minimumDeposit(totalMinor: number, percent: number): number {
  assertMinor('totalMinor', totalMinor);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new RangeError(`percent must be 1 to 100, got ${percent}.`);
  return Math.floor((totalMinor * percent + 99) / 100);
}

/**
 * How many instalments may be offered: at most the form's maximum, at most one per day between the
 * purchase day (exclusive) and the day before the close date (inclusive), and at most one per minor
 * unit of the balance. 0 when none fit (the close date is too near).
 */
export function maxInstalmentsOffered(input: {
  purchasedAt: Date;
  closeDate: string;
  formMax: number;
  balanceMinor: number;
}): number {
  const span = dayNumber(input.closeDate) - 1 - Math.floor(input.purchasedAt.getTime() / DAY_MS);
  return Math.max(0, Math.min(input.formMax, span, input.balanceMinor));
}

/** A form's deposit terms, as its row states them. */
export interface DepositTerms {
  depositPercent: number | null;
  minDepositTotalMinor: number | null;
  maxInstalments: number | null;
  closeDate: string;
}

export interface DepositOffer {
  percent: number;
  /** The least deposit on this total. */
  minimum: number;
  /** The most instalments the balance after the least deposit can be paid in (at least 1). */
  maxInstalments: number;
}

/**
 * Whether the form takes a deposit on this total, and on what terms: the one rule the cart's
 * offer, the deposit page and the placement all go by. A deposit is offered only where the form
 * can take one: a percentage, a total of at least the form's minimum, and at least one instalment
 * that fits before the form closes (a balance that cannot be planned would have to be paid now,
 * which is paying in full).
 */
export function depositOffer(form: DepositTerms, totalMinor: number, at: Date): DepositOffer | null {
  if (!form.depositPercent || totalMinor < 1 || totalMinor < (form.minDepositTotalMinor ?? 0)) return null;
  const minimum = minimumDeposit(totalMinor, form.depositPercent);
  const maxInstalments = maxInstalmentsOffered({
    purchasedAt: at,
    closeDate: form.closeDate,
    formMax: form.maxInstalments ?? 1,
    balanceMinor: totalMinor - minimum,
  });
  if (maxInstalments === 0) return null;
  return { percent: form.depositPercent, minimum, maxInstalments };
}

/**
 * The plan: the balance (total less deposit) in `instalments` payments, equal floor shares with the
 * rounding residue on the last, due on days evenly spaced after the purchase day up to the day
 * before the close date (the last falls on that day). A balance of 0 has no instalments.
 * Throws a RangeError for amounts that are not whole minor units, a deposit above the total, or
 * more instalments than `maxInstalmentsOffered` allows.
 */
export function buildPaymentPlan(input: PaymentPlanInput): PlannedInstalment[] {
  const { totalMinor, depositMinor, instalments: n, purchasedAt, closeDate } = input;
  assertMinor('totalMinor', totalMinor);
  assertMinor('depositMinor', depositMinor);
  if (depositMinor > totalMinor) throw new RangeError('The deposit may not be more than the total.');
  const balance = totalMinor - depositMinor;
  if (balance === 0) return [];
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`instalments must be a whole number of at least 1, got ${n}.`);
  const purchaseDay = Math.floor(purchasedAt.getTime() / DAY_MS);
  const span = dayNumber(closeDate) - 1 - purchaseDay;
  if (n > Math.min(span, balance)) throw new RangeError(`${n} instalments do not fit before ${closeDate}.`);
  const share = Math.floor(balance / n);
  return Array.from({ length: n }, (_, index) => {
    const sequence = index + 1;
    return {
      sequence,
      dueDate: isoOfDay(purchaseDay + Math.floor((sequence * span) / n)),
      amountMinor: sequence === n ? balance - share * (n - 1) : share,
    };
  });
}
