import type { Database } from '@folio/db';
import { changeSoldUnits } from '@folio/order-forms-server';
import { eq } from 'drizzle-orm';
import { orderLines } from './orders.table.js';

/**
 * Adds (`+1`, the paid transition) or returns (`-1`, a cancel) an order's units to the forms'
 * `stock_sold`: product lines on their product, bundle lines on the bundle and its products
 * (`changeSoldUnits`, which locks them in the order every stock writer does). Call inside the
 * transaction that changes the order.
 *
 * Adding never fails the paid transition: money was taken. Should the units have gone meanwhile
 * (the buyer emptied their cart during the payment window and someone else bought the units),
 * `stock_sold` stops at the limit and the ids come back as oversold, for the caller to log.
 */
export async function applyStockEffect(tx: Database, orderId: string, sign: 1 | -1): Promise<{ oversold: string[] }> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const units = { products: new Map<string, number>(), bundles: new Map<string, number>() };
  const add = (map: Map<string, number>, id: string, count: number) => map.set(id, (map.get(id) ?? 0) + count);
  for (const line of lines) {
    if (line.productId) add(units.products, line.productId, line.quantity);
    if (line.bundleId) add(units.bundles, line.bundleId, line.quantity);
  }
  return changeSoldUnits(tx, units, sign);
}
