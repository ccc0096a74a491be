import { useHttp } from '@folio/http/router';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { ORDER_LIFECYCLE, orderPagePaths, type Order, type PaymentPlan } from '@folio/orders-contract';
import { LinkButton } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { day, LoadError, money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';
import { PlanTable, type PlanRow } from './plan-table';
import { paymentPlanQueryOptions } from '../checkout.queries';

/** Whether an order's first payment is settled one way or the other (no more waiting for it). */
export const settled = (order: Order | null | undefined) => order !== undefined && order?.status !== 'pending_payment';

/** The order's state in words: its lifecycle's label (the same as the order pages'). */
export const statusText = (order: Order) => ORDER_LIFECYCLE.states[order.status].label;

/** The order's money: total, paid, owed and the next payment due. */
export function OrderMoney({ order }: { order: Order }) {
  return (
    <dl className={styles['totals']}>
      <dt>Order number</dt>
      <dd>{order.order_number}</dd>
      <dt>Status</dt>
      <dd>{statusText(order)}</dd>
      <dt>Total</dt>
      <dd>{money(order.total_minor, order.currency)}</dd>
      <dt>Paid</dt>
      <dd>{money(order.paid_minor, order.currency)}</dd>
      {order.owed_minor > 0 ? (
        <>
          <dt>Still owed</dt>
          <dd>{money(order.owed_minor, order.currency)}</dd>
        </>
      ) : null}
      {order.next_due ? (
        <>
          <dt>Next payment</dt>
          <dd>
            {money(order.next_due.amount_minor, order.currency)} on {day(order.next_due.due_date)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

const INSTALMENT_STATUS: Record<string, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function planTableRows(plan: PaymentPlan): PlanRow[] {
  return [
    {
      label: 'Deposit',
      dueDate: plan.deposit_paid_at?.slice(0, 10) ?? null,
      amountMinor: plan.deposit_minor,
      status: plan.deposit_paid_at ? 'Paid' : 'Waiting',
    },
    ...plan.instalments.map((each) => ({
      label: `Instalment ${each.sequence}`,
      dueDate: each.due_date,
      amountMinor: each.amount_minor,
      status: INSTALMENT_STATUS[each.status] ?? each.status,
    })),
  ];
}

/** A deposit order's plan as the server wrote it. */
export function OrderPlan({ order }: { order: Order }) {
  const http = useHttp();
  const plan = useQuery({
    ...paymentPlanQueryOptions(http, order.order_number),
    enabled: order.payment_mode === 'deposit',
  });
  if (order.payment_mode !== 'deposit') return null;
  if (plan.isError)
    return (
      <LoadError title="The payment plan could not be loaded." error={plan.error} onRetry={() => void plan.refetch()} />
    );
  if (!plan.data) return <Skeleton label="Loading the payment plan" />;
  if (!plan.data.data) return null;
  return (
    <PlanTable rows={planTableRows(plan.data.data)} currency={plan.data.data.currency} caption="Your payment plan" />
  );
}

/** A paid order: what was paid, the plan if any, and where to see it later. */
export function PaidOrder({ order }: { order: Order }) {
  return (
    <Panel
      title={
        order.status === 'deposit_paid'
          ? `Deposit paid for order ${order.order_number}`
          : `Order ${order.order_number} is paid`
      }
    >
      <OrderMoney order={order} />
      <OrderPlan order={order} />
      <div className={styles['row']}>
        <LinkButton to={orderPagePaths.order(order.order_number)}>See your order</LinkButton>
        <LinkButton to={orderPagePaths.byEvent} variant="secondary">
          Your orders by event
        </LinkButton>
      </div>
    </Panel>
  );
}

/** What an order waiting for, or past, its first payment shows. */
export function OrderOutcome({ order }: { order: Order }) {
  if (order.status === 'paid' || order.status === 'deposit_paid') return <PaidOrder order={order} />;
  if (order.status === 'pending_payment') {
    return (
      <Panel title={`Order ${order.order_number}`}>
        <p role="status">
          Waiting for your payment to be confirmed by the payment provider… This usually takes a few seconds.
        </p>
        <p>
          Nothing was taken yet ({money(order.owed_minor, order.currency)} owed). If your payment did not go through,
          pay again or give the order up from its checkout.
        </p>
        <div className={styles['row']}>
          <LinkButton to={checkoutPagePaths.checkout(order.cart_uid)}>Pay now</LinkButton>
          <LinkButton to={orderPagePaths.order(order.order_number)} variant="secondary">
            See your order
          </LinkButton>
        </div>
      </Panel>
    );
  }
  return (
    <Panel title={`Order ${order.order_number}`}>
      <p role="alert">This order is {statusText(order).toLowerCase()}. Nothing more is owed on it.</p>
      <OrderMoney order={order} />
    </Panel>
  );
}
