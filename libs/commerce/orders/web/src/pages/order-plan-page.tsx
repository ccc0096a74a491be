import { Badge } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import type { Instalment, PaymentPlan } from '@folio/orders-contract';
import { CalendarIcon, EmptyState } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { formatDay, formatMoment, INSTALMENT_STATUS_LABELS, instalmentPayPath, money } from '../order-words';
import { paymentPlanQueryOptions } from '../orders.queries';
import { useOrder } from './order-layout';
import { LoadFailed, RowsSkeleton } from './order-parts';
import styles from './orders.module.css';

const payable = (instalment: Instalment) => instalment.status === 'scheduled' || instalment.status === 'failed';

function InstalmentRow({
  instalment,
  currency,
  canPay,
}: {
  instalment: Instalment;
  currency: string;
  canPay: boolean;
}) {
  const { label, tone } = INSTALMENT_STATUS_LABELS[instalment.status];
  return (
    <tr>
      <th scope="row">Instalment {instalment.sequence}</th>
      <td>{formatDay(instalment.due_date)}</td>
      <td className={styles['number']}>{money(instalment.amount_minor, currency)}</td>
      <td>
        <Badge {...(tone ? { tone } : {})}>{label}</Badge>
        {instalment.paid_at ? <div className={styles['meta']}>{formatMoment(instalment.paid_at)}</div> : null}
        {canPay && payable(instalment) ? (
          <div>
            <a href={instalmentPayPath(instalment.id)} aria-label={`Pay instalment ${instalment.sequence} now`}>
              Pay now
            </a>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function PlanTable({ plan, canPay }: { plan: PaymentPlan; canPay: boolean }) {
  const { currency } = plan;
  return (
    <div className={styles['tableBox']}>
      <table className={styles['table']}>
        <caption className={styles['meta']}>
          Total {money(plan.total_minor, currency)}: the deposit and {plan.instalments.length} instalment
          {plan.instalments.length === 1 ? '' : 's'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            <th scope="col">Due</th>
            <th scope="col" className={styles['number']}>
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Deposit</th>
            <td>At purchase</td>
            <td className={styles['number']}>{money(plan.deposit_minor, currency)}</td>
            <td>{plan.deposit_paid_at ? <Badge tone="success">Paid</Badge> : <Badge tone="warning">Unpaid</Badge>}</td>
          </tr>
          {plan.instalments.map((instalment) => (
            <InstalmentRow key={instalment.id} instalment={instalment} currency={currency} canPay={canPay} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/order/{order_number}/payment-plan`: the deposit and the instalments fixed at purchase, each with its due date and status; unpaid ones can be paid early. */
export function OrderPlanPage({ orderNumber }: { orderNumber: string }) {
  const http = useHttp();
  const order = useOrder(orderNumber);
  const query = useQuery(paymentPlanQueryOptions(http, orderNumber));
  if (query.isPending) return <RowsSkeleton label="Loading the payment plan" rows={2} />;
  if (query.isError)
    return <LoadFailed what="the payment plan" error={query.error} onRetry={() => void query.refetch()} />;
  const plan = query.data.data;
  if (!plan) {
    return (
      <EmptyState icon={<CalendarIcon />} title="No payment plan">
        <p>This order was paid in full at checkout, so nothing is scheduled.</p>
      </EmptyState>
    );
  }
  const canPay = order?.status === 'deposit_paid';
  return (
    <>
      <PlanTable plan={plan} canPay={canPay} />
      <p className={styles['meta']}>
        Instalments are charged automatically on their due dates from the card you paid the deposit with; you’ll get a
        reminder before each.{' '}
        {plan.missed_payment_outcome === 'cancel_order'
          ? 'If an instalment stays unpaid after two retries, the seller cancels the order.'
          : 'If an instalment stays unpaid after two retries, the seller keeps what you paid and the order stops there.'}
      </p>
    </>
  );
}
