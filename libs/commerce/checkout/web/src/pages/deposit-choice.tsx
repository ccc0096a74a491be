import type { DepositQuote } from '@folio/checkout-contract';
import { buildPaymentPlan, maxInstalmentsOffered } from '@folio/pricing';
import { parseMinorUnits } from '@folio/formatting';
import { NumberField, Select } from '@folio/ui-kit';
import { money, Panel } from './checkout-parts';
import { PlanTable, planRows } from './plan-table';

export interface DepositChoice {
  /** What the reader typed, in major units ('25.00'). */
  amount: string;
  instalments: number;
}

/** The typed deposit checked against the policy: its minor units, or why it cannot be. */
export function checkDeposit(
  quote: DepositQuote,
  amount: string,
): { minor: number; error: null } | { minor: null; error: string } {
  // Read as the formatting lib reads any typed amount (every Folio currency has two decimals).
  const minor = parseMinorUnits(amount);
  if (minor === null) return { minor: null, error: 'Enter the deposit as an amount, e.g. 25.00.' };
  if (minor < quote.min_deposit_minor)
    return { minor: null, error: `The deposit must be at least ${money(quote.min_deposit_minor, quote.currency)}.` };
  if (minor > quote.total_minor)
    return {
      minor: null,
      error: `The deposit may not be more than the total, ${money(quote.total_minor, quote.currency)}.`,
    };
  return { minor, error: null };
}

/** How many instalments can be offered for this deposit today (the contract's rule, like the server's). */
export function instalmentsOffered(quote: DepositQuote, depositMinor: number, now: Date): number {
  return maxInstalmentsOffered({
    purchasedAt: now,
    closeDate: quote.close_date,
    formMax: quote.max_instalments,
    balanceMinor: quote.total_minor - depositMinor,
  });
}

/**
 * The deposit amount, the number of instalments and the plan they make, shown before paying. The
 * plan is the contract's `buildPaymentPlan`, the function the server writes the plan with.
 */
export function DepositChoicePanel({
  quote,
  choice,
  onChange,
  now,
}: {
  quote: DepositQuote;
  choice: DepositChoice;
  onChange: (choice: DepositChoice) => void;
  now: Date;
}) {
  const checked = checkDeposit(quote, choice.amount);
  const deposit = checked.minor;
  const offered = deposit === null ? 0 : instalmentsOffered(quote, deposit, now);
  const count = Math.min(Math.max(choice.instalments, 1), Math.max(offered, 1));
  const balance = deposit === null ? 0 : quote.total_minor - deposit;
  const plan =
    deposit !== null && (balance === 0 || offered > 0)
      ? buildPaymentPlan({
          totalMinor: quote.total_minor,
          depositMinor: deposit,
          instalments: count,
          purchasedAt: now,
          closeDate: quote.close_date,
        })
      : null;
  return (
    <Panel title="Your deposit and plan">
      <NumberField
        id="deposit_amount"
        label={`Deposit (${quote.currency})`}
        hint={`At least ${money(quote.min_deposit_minor, quote.currency)} of ${money(quote.total_minor, quote.currency)}.`}
        min={quote.min_deposit_minor / 100}
        max={quote.total_minor / 100}
        step={0.01}
        value={choice.amount}
        error={checked.error ?? undefined}
        onChange={(event) => onChange({ ...choice, amount: event.target.value })}
      />
      {deposit !== null && balance > 0 ? (
        offered > 0 ? (
          <Select
            id="instalments"
            label="Number of instalments"
            options={Array.from({ length: offered }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            value={String(count)}
            onChange={(event) => onChange({ ...choice, instalments: Number(event.target.value) })}
          />
        ) : (
          <p role="alert">The form closes too soon for instalments: pay a larger deposit, or pay in full.</p>
        )
      ) : null}
      {plan && deposit !== null ? <PlanTable rows={planRows(deposit, plan)} currency={quote.currency} /> : null}
    </Panel>
  );
}
