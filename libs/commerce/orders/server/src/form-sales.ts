import type { Database } from '@folio/db';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { orders, transactions } from './orders.table.js';

/** A form's sales over some days, as the seller's funnel counts them. */
export interface FormSalesCounts {
  /** Orders placed: a reader submitted the checkout and an order was made, paid or not. */
  checkout_start: number;
  /** Orders whose first payment (in full, or the deposit; never an instalment) succeeded. */
  order_paid: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * Per order form, its orders placed on the UTC days `from` to `to` (both included), and those whose
 * first payment succeeded on those days (by the day of that payment: the placement's successful
 * charge, not an instalment's), from the orders and their transactions. A form with neither is
 * absent from the map.
 */
export async function formSales(
  db: Database,
  formIds: readonly string[],
  days: { from: string; to: string },
): Promise<Map<string, FormSalesCounts>> {
  const out = new Map<string, FormSalesCounts>();
  if (formIds.length === 0) return out;
  const start = dayStart(days.from);
  const end = new Date(dayStart(days.to).getTime() + DAY_MS);
  const entry = (formId: string) => {
    let found = out.get(formId);
    if (!found) out.set(formId, (found = { checkout_start: 0, order_paid: 0 }));
    return found;
  };
  const [placed, paid] = await Promise.all([
    db
      .select({ formId: orders.orderFormId, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.orderFormId, [...formIds]), gte(orders.createdAt, start), lt(orders.createdAt, end)))
      .groupBy(orders.orderFormId),
    db
      .select({ formId: orders.orderFormId, count: sql<number>`count(distinct ${orders.id})::int` })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(
        and(
          inArray(orders.orderFormId, [...formIds]),
          eq(transactions.kind, 'charge'),
          eq(transactions.status, 'succeeded'),
          isNull(transactions.instalmentId),
          gte(transactions.createdAt, start),
          lt(transactions.createdAt, end),
        ),
      )
      .groupBy(orders.orderFormId),
  ]);
  for (const row of placed) entry(row.formId).checkout_start = row.count;
  for (const row of paid) entry(row.formId).order_paid = row.count;
  return out;
}
