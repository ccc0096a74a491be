import type { Database } from '@folio/db';
import { newOrderNumber } from './pickup-code.js';
import { instalments, orderLines, orders, type OrderRow } from './orders.table.js';

/** An order as a placement writes it: its snapshot, its lines in the order shown, and its instalments. */
export interface NewOrder {
  /** The number is drawn here; the order starts `pending_payment`. */
  order: Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'status'>;
  lines: Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>[];
  instalments: Omit<typeof instalments.$inferInsert, 'id' | 'orderId' | 'status'>[];
}

/** Writes the order, then its plan, then its lines (positions as given), in the caller's transaction. */
export async function createOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order.order, orderNumber: newOrderNumber() })
    .returning();
  if (order.instalments.length > 0)
    await tx.insert(instalments).values(order.instalments.map((instalment) => ({ ...instalment, orderId: row!.id })));
  await tx.insert(orderLines).values(order.lines.map((line, position) => ({ ...line, orderId: row!.id, position })));
  return row!;
}
