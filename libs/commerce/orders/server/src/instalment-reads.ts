import type { Database } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { instalments, orders, type InstalmentRow, type OrderRow } from './orders.table.js';

// The instalments' rows as other modules read them, inside the caller's transaction (checkout's
// early payments, its scheduler and mails read an instalment through these, never through the table).

/** The instalment with this id, or null. */
export async function instalmentById(tx: Database, id: string): Promise<InstalmentRow | null> {
  const [instalment] = await tx.select().from(instalments).where(eq(instalments.id, id));
  return instalment ?? null;
}

/** The instalment whose current attempt's payment is `paymentId`, or null. */
export async function instalmentByPaymentId(tx: Database, paymentId: string): Promise<InstalmentRow | null> {
  const [instalment] = await tx.select().from(instalments).where(eq(instalments.paymentId, paymentId)).limit(1);
  return instalment ?? null;
}

/** The instalment with its order, or null. */
export async function instalmentWithOrder(
  tx: Database,
  id: string,
): Promise<{ instalment: InstalmentRow; order: OrderRow } | null> {
  const [row] = await tx
    .select({ instalment: instalments, order: orders })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(eq(instalments.id, id))
    .limit(1);
  return row ?? null;
}

/** The instalment with this id, its row locked (`for update`) until the caller's transaction ends; null when gone. */
export async function lockInstalment(tx: Database, id: string): Promise<InstalmentRow | null> {
  const [instalment] = await tx.select().from(instalments).where(eq(instalments.id, id)).for('update');
  return instalment ?? null;
}

/** The ids of the order's instalments still `scheduled` (to be charged). */
export async function scheduledInstalmentIds(tx: Database, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: instalments.id })
    .from(instalments)
    .where(and(eq(instalments.orderId, orderId), eq(instalments.status, 'scheduled')));
  return rows.map((row) => row.id);
}
