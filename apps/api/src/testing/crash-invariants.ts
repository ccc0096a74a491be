import type { Database } from '@folio/db';
import { sql, type SQL } from 'drizzle-orm';
import type { Tally } from './crash-buyers.js';

/*
 * What must hold in the database after the R13 crash test's last restart, however the kills fell:
 * nothing lost, nothing doubled, no stock drift. Each check is a query for the rows that break it,
 * so a failure names them.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** The statuses of an order that took its first payment (and kept or refunded it through a cancel). */
const CHARGED = sql`('paid', 'deposit_paid', 'cancelled', 'refunded', 'defaulted')`;

const CHECKS: Record<string, SQL> = {
  'every succeeded payment is exactly one charge, on its own order': sql`
    select p.id, p.metadata, count(t.id)::int as charges from embedded_pay_payments p
    left join transactions t on t.kind = 'charge' and t.status = 'succeeded' and t.provider_payment_id = p.id and t.order_id::text = p.metadata->>'order_id'
    where p.status = 'succeeded' group by p.id having count(t.id) <> 1`,
  'no order or instalment is charged twice (our books)': sql`
    select order_id, instalment_id, count(*)::int from transactions where kind = 'charge' and status = 'succeeded'
    group by order_id, instalment_id having count(*) > 1`,
  'no order or instalment is charged twice (the provider)': sql`
    select coalesce(metadata->>'instalment_id', metadata->>'order_id') as of, count(*)::int from embedded_pay_payments
    where status = 'succeeded' and amount_refunded_minor < amount_minor
    group by coalesce(metadata->>'instalment_id', metadata->>'order_id') having count(*) > 1`,
  'an order has at most one placement payment at the provider': sql`
    select metadata->>'order_id' as order_id, count(*)::int from embedded_pay_payments where metadata->>'kind' = 'order'
    group by metadata->>'order_id' having count(*) > 1`,
  'a charged order has its one first charge': sql`
    select o.order_number, o.status from orders o where o.status in ${CHARGED}
      and (select count(*) from transactions t where t.order_id = o.id and t.kind = 'charge' and t.status = 'succeeded' and t.instalment_id is null) <> 1`,
  'no order waits for a payment the provider took': sql`
    select o.order_number from orders o join embedded_pay_payments p on p.id = o.payment_id
    where o.status = 'pending_payment' and p.status = 'succeeded'`,
  'money taken for an expired order went back': sql`
    select o.order_number from orders o join transactions c on c.order_id = o.id and c.kind = 'charge' and c.status = 'succeeded'
    where o.status = 'expired' and not exists (select 1 from transactions r where r.kind = 'refund' and r.status = 'succeeded' and r.provider_payment_id = c.provider_payment_id)`,
  "an order's paid amount is its charges": sql`
    select o.order_number, o.paid_minor, (select coalesce(sum(amount_minor), 0) from transactions t where t.order_id = o.id and t.kind = 'charge' and t.status = 'succeeded')::int as charged
    from orders o where o.status in ${CHARGED}
      and o.paid_minor <> (select coalesce(sum(amount_minor), 0) from transactions t where t.order_id = o.id and t.kind = 'charge' and t.status = 'succeeded')`,
  'one receipt per paid transition': sql`
    select o.order_number, count(m.id)::int as receipts from orders o
    left join mail_outbox m on m.template = 'checkout.receipt' and m.data->>'orderId' = o.id::text and coalesce(m.data->>'instalmentId', '') = ''
    where o.status in ${CHARGED} group by o.order_number having count(m.id) <> 1`,
  'one receipt per paid instalment': sql`
    select i.id, count(m.id)::int as receipts from instalments i
    left join mail_outbox m on m.template in ('checkout.receipt', 'instalments.receipt') and m.data->>'instalmentId' = i.id::text
    where i.status = 'paid' group by i.id having count(m.id) <> 1`,
  'stock sold is the units of paid orders, never below 0 or over the limit': sql`
    select p.id, p.stock_sold, p.stock_limit, coalesce(sum(l.quantity) filter (where o.status in ('paid', 'deposit_paid')), 0)::int as units
    from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
    group by p.id having p.stock_sold <> coalesce(sum(l.quantity) filter (where o.status in ('paid', 'deposit_paid')), 0) or p.stock_sold < 0 or p.stock_sold > coalesce(p.stock_limit, p.stock_sold)`,
  'a cart has at most one live order': sql`
    select cart_id, count(*)::int from orders where status in ('pending_payment', 'paid', 'deposit_paid') group by cart_id having count(*) > 1`,
  "coupon uses are the orders that hold them, within the coupon's limit": sql`
    select c.code, c.usage_limit,
      (select count(*) from coupon_redemptions r where r.coupon_id = c.id)::int as uses,
      (select count(*) from orders o where o.coupon_id = c.id and o.status <> 'expired')::int as orders
    from coupons c
    where (select count(*) from coupon_redemptions r where r.coupon_id = c.id) <> (select count(*) from orders o where o.coupon_id = c.id and o.status <> 'expired')
      or (select count(*) from coupon_redemptions r where r.coupon_id = c.id) > coalesce(c.usage_limit, 2147483647)`,
  'every refund at the provider is recorded once, and what the provider gave back is what we recorded': sql`
    select p.id, p.amount_refunded_minor, (select coalesce(sum(amount_minor), 0) from transactions t where t.kind = 'refund' and t.status = 'succeeded' and t.provider_payment_id = p.id)::int as recorded,
      (select count(*) from embedded_pay_refunds r where r.payment_id = p.id and (select count(*) from transactions t where t.kind = 'refund' and t.provider_refund_id = r.id) <> 1)::int as unrecorded
    from embedded_pay_payments p
    where p.amount_refunded_minor <> (select coalesce(sum(amount_minor), 0) from transactions t where t.kind = 'refund' and t.status = 'succeeded' and t.provider_payment_id = p.id)
      or exists (select 1 from embedded_pay_refunds r where r.payment_id = p.id and (select count(*) from transactions t where t.kind = 'refund' and t.provider_refund_id = r.id) <> 1)`,
  'a cancelled order is refunded in full': sql`
    select order_number, paid_minor, refunded_minor from orders where status in ('cancelled', 'refunded') and cancel_policy = 'refund_all' and refunded_minor <> paid_minor`,
  'every provider notification was delivered and acted on': sql`
    select n.id, n.type, n.attempts, n.last_error from embedded_pay_notifications n
    left join payment_notifications r on r.id = n.id
    where n.delivered_at is null or r.processed_at is null`,
  'each decline the provider told of is recorded once (for a payment not taken later)': sql`
    select p.id, (select count(*) from transactions t where t.kind = 'failure' and t.provider_payment_id = p.id)::int as recorded,
      (select count(*) from embedded_pay_notifications n where n.payment_id = p.id and n.type = 'payment.failed')::int as told
    from embedded_pay_payments p join orders o on o.payment_id = p.id
    where p.status <> 'succeeded'
      and (select count(*) from transactions t where t.kind = 'failure' and t.provider_payment_id = p.id) <> (select count(*) from embedded_pay_notifications n where n.payment_id = p.id and n.type = 'payment.failed')`,
  'no idempotency claim is left unanswered': sql`select user_id, key, instance_id from checkout_requests where status_code is null`,
};

/** The rows that break each check (empty when everything holds), plus what the buyers saw. */
export async function crashInvariants(db: Database, tally: Tally): Promise<Record<string, Row[]>> {
  const found: Record<string, Row[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = rowsOf(await db.execute(query));
    if (rows.length > 0) found[name] = rows.slice(0, 20);
  }
  const seen = [...tally.sawPaid];
  if (seen.length > 0) {
    const statuses = rowsOf(
      await db.execute(sql`select order_number, status from orders where order_number in ${seen}`),
    );
    const ended = new Map(statuses.map((row) => [String(row['order_number']), String(row['status'])]));
    const lost = seen.filter((n) => {
      const status = ended.get(n);
      if (tally.cancelled.has(n)) return status !== 'refunded';
      // A cancel nobody answered either never happened or is finished: never half-way.
      if (tally.cancelUnanswered.has(n)) return status !== 'refunded' && status !== 'paid' && status !== 'deposit_paid';
      return status !== 'paid' && status !== 'deposit_paid';
    });
    if (lost.length > 0)
      found['every buyer who saw "paid" has a paid order'] = lost
        .slice(0, 20)
        .map((n) => ({ order_number: n, status: ended.get(n) ?? null }));
  }
  return found;
}

/** Counts for the summary line: orders by status, charges, refunds. */
export async function crashFigures(db: Database): Promise<Record<string, number>> {
  const [row] = rowsOf(
    await db.execute(sql`select
      (select count(*) from orders)::int as orders,
      (select count(*) from orders where status in ('paid', 'deposit_paid'))::int as paid,
      (select count(*) from orders where status = 'pending_payment')::int as pending,
      (select count(*) from orders where status in ('cancelled', 'refunded'))::int as cancelled,
      (select count(*) from transactions where kind = 'charge' and status = 'succeeded')::int as charges,
      (select count(*) from transactions where kind = 'refund' and status = 'succeeded')::int as refunds,
      (select count(*) from embedded_pay_notifications)::int as notifications`),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}
