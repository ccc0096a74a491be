import { Badge } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import type { Transaction } from '@folio/orders-contract';
import { EmptyState, TicketIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { formatMoment, money, TRANSACTION_STATUS_LABELS } from '../order-words';
import { transactionsQueryOptions } from '../orders.queries';
import { LoadFailed, RowsSkeleton } from './order-parts';
import styles from './orders.module.css';

const KIND_LABELS: Record<Transaction['kind'], string> = {
  charge: 'Payment',
  refund: 'Refund',
  failure: 'Failed payment',
};
const METHOD_LABELS: Record<string, string> = { card: 'Card', wallet: 'Folio Wallet' };

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const status = TRANSACTION_STATUS_LABELS[transaction.status];
  return (
    <tr>
      <td>{formatMoment(transaction.created_at)}</td>
      <th scope="row">
        {KIND_LABELS[transaction.kind]}
        <div className={styles['meta']}>
          {[
            transaction.instalment_id ? 'Instalment' : null,
            transaction.method ? (METHOD_LABELS[transaction.method] ?? transaction.method) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </th>
      <td className={styles['number']}>
        {/* Money going back to the reader is negative, signed by the formatting lib like any amount. */}
        {money(
          transaction.kind === 'refund' ? -transaction.amount_minor : transaction.amount_minor,
          transaction.currency,
        )}
      </td>
      <td>
        <Badge {...(status.tone ? { tone: status.tone } : {})}>{status.label}</Badge>
        {transaction.message ? <div>{transaction.message}</div> : null}
      </td>
    </tr>
  );
}

/** `/order/{order_number}/transactions`: every charge, refund and failed attempt, failures with the provider's message. */
export function OrderTransactionsPage({ orderNumber }: { orderNumber: string }) {
  const http = useHttp();
  const query = useQuery(transactionsQueryOptions(http, orderNumber));
  if (query.isPending) return <RowsSkeleton label="Loading the transactions" rows={2} />;
  if (query.isError)
    return <LoadFailed what="the transactions" error={query.error} onRetry={() => void query.refetch()} />;
  const transactions = query.data.data;
  if (transactions.length === 0) {
    return (
      <EmptyState icon={<TicketIcon />} title="No transactions yet">
        <p>Payments, refunds and failed attempts of this order show here as they happen.</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles['tableBox']}>
      <table className={styles['table']}>
        <caption className={styles['meta']}>Money that moved for this order, newest last</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col" className={styles['number']}>
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
