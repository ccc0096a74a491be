import type { Database } from '@folio/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bundleParts, type BundlePart } from './order-form.reads.js';
import { bundleProducts, bundles, products, type BundleRow, type ProductRow } from './order-form.table.js';

// The stock rows' locks and writes, in the one order every stock writer takes them: products by
// id, then bundles by id (a cart locks its own rows before these).

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

type InBundle = BundlePart & { bundleId: string };

/**
 * Locks these products and bundles (SELECT … FOR UPDATE, products by id, then bundles by id), so no
 * two transactions count the same free units. Returns the locked rows, and where the locked
 * products are parts of bundles (read with them: a bundle line holds their units too).
 */
export async function lockStock(
  tx: Database,
  productIds: Iterable<string>,
  bundleIds: Iterable<string>,
): Promise<{ products: Map<string, ProductRow>; bundles: Map<string, BundleRow>; inBundles: InBundle[] }> {
  const pIds = sorted(productIds);
  const bIds = sorted(bundleIds);
  const productRows =
    pIds.length === 0
      ? []
      : await tx
          .select({
            product: products,
            inBundles: sql<InBundle[] | string>`(select coalesce(json_agg(json_build_object(
              'bundleId', ${bundleProducts.bundleId}, 'productId', ${bundleProducts.productId}, 'quantity', ${bundleProducts.quantity}
            )), '[]'::json) from ${bundleProducts} where ${bundleProducts.productId} = ${products.id})`,
          })
          .from(products)
          .where(inArray(products.id, pIds))
          .orderBy(asc(products.id))
          .for('update');
  const bundleRows =
    bIds.length === 0
      ? []
      : await tx.select().from(bundles).where(inArray(bundles.id, bIds)).orderBy(asc(bundles.id)).for('update');
  return {
    products: new Map(productRows.map(({ product }) => [product.id, product])),
    bundles: new Map(bundleRows.map((b) => [b.id, b])),
    inBundles: productRows.flatMap(({ inBundles }) =>
      typeof inBundles === 'string' ? (JSON.parse(inBundles) as InBundle[]) : inBundles,
    ),
  };
}

/**
 * Adds (`+1`, an order paid) or returns (`-1`, a cancel) units to `stock_sold`: each product's
 * units on the product, each bundle's on the bundle and on each of its products (a bundle draws on
 * their units). Locks and updates the rows in id order, products then bundles. Call inside the
 * transaction that changes the order.
 *
 * Adding never fails: money was taken. Should the units have gone meanwhile, `stock_sold` stops at
 * the limit and the ids come back as oversold, for the caller to log.
 */
export async function changeSoldUnits(
  tx: Database,
  units: { products: ReadonlyMap<string, number>; bundles: ReadonlyMap<string, number> },
  sign: 1 | -1,
): Promise<{ oversold: string[] }> {
  const parts = await bundleParts(tx, units.bundles.keys());
  const productUnits = new Map(units.products);
  for (const [bundleId, count] of units.bundles) {
    for (const part of parts.get(bundleId) ?? [])
      productUnits.set(part.productId, (productUnits.get(part.productId) ?? 0) + count * part.quantity);
  }
  const productIds = [...productUnits.keys()].sort();
  const oversold: string[] = [];
  const next = (row: { stockLimit: number | null; stockSold: number }, count: number) => {
    const wanted = Math.max(0, row.stockSold + sign * count);
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
    const count = productUnits.get(row.id) ?? 0;
    if (sign === 1 && row.stockLimit !== null && row.stockSold + count > row.stockLimit) oversold.push(row.id);
    await tx
      .update(products)
      .set({ stockSold: next(row, count) })
      .where(eq(products.id, row.id));
  }
  const sortedBundles = [...units.bundles.keys()].sort();
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
    const count = units.bundles.get(row.id) ?? 0;
    if (sign === 1 && row.stockLimit !== null && row.stockSold + count > row.stockLimit) oversold.push(row.id);
    await tx
      .update(bundles)
      .set({ stockSold: next(row, count) })
      .where(eq(bundles.id, row.id));
  }
  return { oversold };
}
