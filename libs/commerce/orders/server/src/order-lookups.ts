import { users } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { LIVE_ORDER_STATUSES, orders, type OrderRow } from './orders.table.js';

// The orders' rows as other modules read them, inside the caller's transaction (checkout's
// placement, paid transition, notices and mails read an order through these, never the table).

/** The order with this id, or null. */
export async function orderById(tx: Database, id: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

/** The order whose placement payment (the total, or the deposit) is `paymentId`, or null. */
export async function orderByPaymentId(tx: Database, paymentId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return order ?? null;
}

/** The order with this id, its row locked (`for update`) until the caller's transaction ends; null when gone. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

/** The order with its buyer's address and first name, for an e-mail about it; null when either is gone. */
export async function orderWithBuyer(
  tx: Database,
  orderId: string,
): Promise<{ order: OrderRow; email: string; firstName: string } | null> {
  const [row] = await tx
    .select({ order: orders, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The cart's live order (pending, paid or part-paid), or null: a cart has one at most. */
export async function liveOrderOfCart(tx: Database, cartId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), inArray(orders.status, [...LIVE_ORDER_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** The carts' orders waiting for their payment, by cart id (one at most per cart). */
export async function pendingOrdersByCart(tx: Database, cartIds: readonly string[]): Promise<Map<string, OrderRow>> {
  if (cartIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.cartId, [...cartIds]), eq(orders.status, 'pending_payment')));
  return new Map(rows.map((row) => [row.cartId, row]));
}

/** The latest order the reader placed from the cart, whatever its status, or null. */
export async function latestOrderOfCart(tx: Database, cartId: string, userId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** Up to `limit` orders still waiting for their payment when their window ran out by `at`, the longest overdue first. */
export async function unpaidOrdersDue(tx: Database, at: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, at)))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
}

/** Whether the cart has an order waiting for its payment (then its lines are that order's). */
export async function cartAwaitsPayment(tx: Database, cartId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending_payment')))
    .limit(1);
  return row !== undefined;
}
