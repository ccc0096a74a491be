import type { Database } from '@folio/db';
import { bundleProducts, bundles, products } from '@folio/order-forms-server/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { orderLines } from './orders.table.js';

/**
 * Adds (`+1`, the paid transition) or returns (`-1`, a cancel) an order's units to the forms'
 * `stock_sold`: product lines on their product, bundle lines on the bundle and on each of its
 * products (a bundle draws on their units). Rows are updated in id order, products then bundles,
 * the order every stock writer locks them in. Call inside the transaction that changes the order.
 *
 * Adding never fails the paid transition: money was taken. Should the units have gone meanwhile
 * (the buyer emptied their cart during the payment window and someone else bought the units),
 * `stock_sold` stops at the limit and the ids come back as oversold, for the caller to log.
 */
export async function applyStockEffect(tx: Database, orderId: string, sign: 1 | -1): Promise<{ oversold: string[] }> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const bundleIds = [...new Set(lines.flatMap((line) => (line.bundleId ? [line.bundleId] : [])))];
  const parts =
    bundleIds.length === 0
      ? []
      : await tx.select().from(bundleProducts).where(inArray(bundleProducts.bundleId, bundleIds));
  const productUnits = new Map<string, number>();
  const bundleUnits = new Map<string, number>();
  const add = (map: Map<string, number>, id: string, units: number) => map.set(id, (map.get(id) ?? 0) + units);
  for (const line of lines) {
    if (line.productId) add(productUnits, line.productId, line.quantity);
    if (line.bundleId) {
      add(bundleUnits, line.bundleId, line.quantity);
      for (const part of parts.filter((p) => p.bundleId === line.bundleId))
        add(productUnits, part.productId, line.quantity * part.quantity);
    }
  }
  const productIds = [...productUnits.keys()].sort();
  const oversold: string[] = [];
  const next = (row: { stockLimit: number | null; stockSold: number }, units: number) => {
    const wanted = Math.max(0, row.stockSold + sign * units);
    return row.stockLimit !== null && wanted > row.stockLimit ? row.stockLimit : wanted;
  };
  const lockedProducts =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, stockLimit: products.stockLimit, stockSold: products.stockSold })
          .from(products)
          .where(inArray(products.id, productIds))
          .orderBy(asc(products.id))
          .for('update');
  for (const row of lockedProducts) {
    const units = productUnits.get(row.id) ?? 0;
    if (sign === 1 && row.stockLimit !== null && row.stockSold + units > row.stockLimit) oversold.push(row.id);
    await tx
      .update(products)
      .set({ stockSold: next(row, units) })
      .where(eq(products.id, row.id));
  }
  const sortedBundles = [...bundleUnits.keys()].sort();
  const lockedBundles =
    sortedBundles.length === 0
      ? []
      : await tx
          .select({ id: bundles.id, stockLimit: bundles.stockLimit, stockSold: bundles.stockSold })
          .from(bundles)
          .where(inArray(bundles.id, sortedBundles))
          .orderBy(asc(bundles.id))
          .for('update');
  for (const row of lockedBundles) {
    const units = bundleUnits.get(row.id) ?? 0;
    if (sign === 1 && row.stockLimit !== null && row.stockSold + units > row.stockLimit) oversold.push(row.id);
    await tx
      .update(bundles)
      .set({ stockSold: next(row, units) })
      .where(eq(bundles.id, row.id));
  }
  return { oversold };
}
