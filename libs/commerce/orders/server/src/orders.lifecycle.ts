import type { Database } from '@folio/db';
import { fromStates } from '@folio/lifecycle';
import {
  INSTALMENT_LIFECYCLE,
  ORDER_LIFECYCLE,
  TRANSACTION_LIFECYCLE,
  type InstalmentTransition,
  type OrderTransition,
  type TransactionTransition,
} from '@folio/orders-contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  instalments,
  orders,
  transactions,
  type InstalmentRow,
  type OrderRow,
  type TransactionRow,
} from './orders.table.js';

/*
 * The only writers of the orders domain's statuses (a lint rule refuses a `status` in any other
 * `.set({…})` of the commerce servers). Each moves one row along its lifecycle with
 * `where status in (from)`: a row in any other state is left as it is and the answer is null, so a
 * caller racing another writer learns it lost instead of overwriting what happened.
 */

type Changes<Row> = Partial<Omit<Row, 'id' | 'status'>> | Record<string, SQL | unknown>;

/** Moves the order `id` along ORDER_LIFECYCLE's `transition`, with the other columns it changes. */
export async function transitionOrder(
  tx: Database,
  id: string,
  transition: OrderTransition,
  changes: Changes<OrderRow> = {},
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: ORDER_LIFECYCLE.transitions[transition].to })
    .where(and(eq(orders.id, id), inArray(orders.status, fromStates(ORDER_LIFECYCLE, transition))))
    .returning();
  return row ?? null;
}

/**
 * Moves instalments along INSTALMENT_LIFECYCLE's `transition`: the one `id`, or every instalment
 * of `{orderId}` that can make it (cancelling an order cancels its open instalments).
 */
export async function transitionInstalment(
  tx: Database,
  which: string | { orderId: string },
  transition: InstalmentTransition,
  changes: Changes<InstalmentRow> = {},
): Promise<InstalmentRow[]> {
  const target = typeof which === 'string' ? eq(instalments.id, which) : eq(instalments.orderId, which.orderId);
  return tx
    .update(instalments)
    .set({ ...changes, status: INSTALMENT_LIFECYCLE.transitions[transition].to })
    .where(and(target, inArray(instalments.status, fromStates(INSTALMENT_LIFECYCLE, transition))))
    .returning();
}

/** Settles a pending refund transaction (`settle` or `fail`) along TRANSACTION_LIFECYCLE. */
export async function transitionTransaction(
  tx: Database,
  id: string,
  transition: TransactionTransition,
  changes: Changes<TransactionRow> = {},
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(transactions)
    .set({ ...changes, status: TRANSACTION_LIFECYCLE.transitions[transition].to })
    .where(and(eq(transactions.id, id), inArray(transactions.status, fromStates(TRANSACTION_LIFECYCLE, transition))))
    .returning();
  return row ?? null;
}
