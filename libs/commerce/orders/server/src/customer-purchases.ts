import type { Database } from '@folio/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, orders } from './orders.table.js';

/** The orders whose books a reader has bought: paid, or secured by a paid deposit. */
const BOUGHT = ['paid', 'deposit_paid'] as const;

export interface UnitsBought {
  /** Units of each product bought as a line of its own (bundles are counted apart). */
  products: Map<string, number>;
  bundles: Map<string, number>;
}

/**
 * What a reader has bought from one order form, per product and per bundle, over their paid and
 * deposit-paid orders: a cancelled, refunded, expired or given-up order no longer counts. The
 * carts' per-customer limits count it with what the reader's open carts hold (a bundle's products
 * count through its parts, which the caller knows).
 */
export async function unitsBought(tx: Database, userId: string, orderFormId: string): Promise<UnitsBought> {
  const bought: UnitsBought = { products: new Map(), bundles: new Map() };
  const rows = await tx
    .select({
      productId: orderLines.productId,
      bundleId: orderLines.bundleId,
      units: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.orderFormId, orderFormId), inArray(orders.status, [...BOUGHT])))
    .groupBy(orderLines.productId, orderLines.bundleId);
  for (const row of rows) {
    if (row.productId) bought.products.set(row.productId, Number(row.units));
    else if (row.bundleId) bought.bundles.set(row.bundleId, Number(row.units));
  }
  return bought;
}
