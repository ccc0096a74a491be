import { users } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { eq } from 'drizzle-orm';
import { orders, type OrderRow } from './orders.table.js';

// The orders' rows as other modules read them, inside the caller's transaction (checkout's paid
// transition, its notices and mails read an order through these, never through the table).

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
