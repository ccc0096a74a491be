import type { Database } from '@folio/db';
import type { StockReader } from './ports.js';
import type { BundleProductRow, BundleRow, ProductRow } from './order-form.table.js';

const left = (limit: number | null, sold: number): number | null => (limit === null ? null : Math.max(0, limit - sold));
const fewest = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * Stock without the carts' holds: each product's limit minus what is sold, and each bundle's own
 * limit and its products' units (a bundle of 2 of a product with 5 left allows 2 bundles). The
 * shell passes the cart domain's `StockReader`, which also takes the holds off; this is what a
 * form shows without one (tests, and before carts exist).
 */
export function soldOnlyStock(rows: {
  products: ProductRow[];
  bundles: BundleRow[];
  bundleProducts: BundleProductRow[];
}) {
  const productsLeft = new Map(rows.products.map((row) => [row.id, left(row.stockLimit, row.stockSold)]));
  const bundlesLeft = new Map<string, number | null>();
  for (const bundle of rows.bundles) {
    let allowed = left(bundle.stockLimit, bundle.stockSold);
    for (const member of rows.bundleProducts) {
      if (member.bundleId !== bundle.id) continue;
      const units = productsLeft.get(member.productId) ?? null;
      allowed = fewest(allowed, units === null ? null : Math.floor(units / member.quantity));
    }
    bundlesLeft.set(bundle.id, allowed);
  }
  return { products: productsLeft, bundles: bundlesLeft };
}

/** The units left of everything a form sells, through the reader when there is one. */
export async function availableStock(
  db: Database,
  reader: StockReader | undefined,
  rows: { products: ProductRow[]; bundles: BundleRow[]; bundleProducts: BundleProductRow[] },
  now: Date,
) {
  if (!reader) return soldOnlyStock(rows);
  return reader.available(
    db,
    { productIds: rows.products.map((row) => row.id), bundleIds: rows.bundles.map((row) => row.id) },
    now,
  );
}
