import type { Database } from '@folio/db';
import { bundleProducts, bundles, products } from '@folio/order-forms-server';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { orderLines } from './orders.table.js';

/**
 * Adds (`+1`, the paid transition) or returns (`-1`, a cancel) an order's units to the forms'
 * `stock_sold`: product lines on their product, bundle lines on the bundle and on each of its
 * products (a bundle draws on their units). Rows are updated in id order, products then bundles,
 * the order every stock writer locks them in. Call inside the transaction that changes the order.
 */
export async function applyStockEffect(tx: Database, orderId: string, sign: 1 | -1): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const bundleIds = [...new Set(lines.flatMap((line) => (line.bundleId ? [line.bundleId] : [])))];
  const parts = bundleIds.length === 0 ? [] : await tx.select().from(bundleProducts).where(inArray(bundleProducts.bundleId, bundleIds));
  const productUnits = new Map<string, number>();
  const bundleUnits = new Map<string, number>();
  const add = (map: Map<string, number>, id: string, units: number) => map.set(id, (map.get(id) ?? 0) + units);
  for (const line of lines) {
    if (line.productId) add(productUnits, line.productId, line.quantity);
    if (line.bundleId) {
      add(bundleUnits, line.bundleId, line.quantity);
      for (const part of parts.filter((p) => p.bundleId === line.bundleId)) add(productUnits, part.productId, line.quantity * part.quantity);
    }
  }
  const productIds = [...productUnits.keys()].sort();
  const lockedProducts = productIds.length === 0 ? [] : await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('update');
  for (const { id } of lockedProducts) {
    await tx.update(products).set({ stockSold: sql`greatest(0, ${products.stockSold} + ${sign * (productUnits.get(id) ?? 0)})` }).where(eq(products.id, id));
  }
  const sortedBundles = [...bundleUnits.keys()].sort();
  const lockedBundles = sortedBundles.length === 0 ? [] : await tx.select({ id: bundles.id }).from(bundles).where(inArray(bundles.id, sortedBundles)).orderBy(asc(bundles.id)).for('update');
  for (const { id } of lockedBundles) {
    await tx.update(bundles).set({ stockSold: sql`greatest(0, ${bundles.stockSold} + ${sign * (bundleUnits.get(id) ?? 0)})` }).where(eq(bundles.id, id));
  }
}
