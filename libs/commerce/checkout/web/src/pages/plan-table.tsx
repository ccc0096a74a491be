import type { PlannedInstalment } from '@folio/pricing';
import { day, money } from './checkout-parts';
import styles from './checkout.module.css';

export interface PlanRow {
  label: string;
  /** `YYYY-MM-DD`, or null for "today". */
  dueDate: string | null;
  amountMinor: number;
  status?: string;
}

/** The deposit row and the plan's instalments, as rows of one table. */
export function planRows(depositMinor: number, instalments: PlannedInstalment[]): PlanRow[] {
  return [
    { label: 'Deposit', dueDate: null, amountMinor: depositMinor },
    ...instalments.map((each) => ({
      label: `Instalment ${each.sequence}`,
      dueDate: each.dueDate,
      amountMinor: each.amountMinor,
    })),
  ];
}

/** A payment plan: what is paid when. */
export function PlanTable({
  rows,
  currency,
  caption = 'Your payment plan',
}: {
  rows: PlanRow[];
  currency: string;
  caption?: string;
}) {
  const withStatus = rows.some((row) => row.status);
  return (
    <table className={styles['planTable']}>
      <caption className={styles['meta']}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Due</th>
          {withStatus ? <th scope="col">Status</th> : null}
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.dueDate ? day(row.dueDate) : 'Today'}</td>
            {withStatus ? <td>{row.status ?? ''}</td> : null}
            <td>{money(row.amountMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
