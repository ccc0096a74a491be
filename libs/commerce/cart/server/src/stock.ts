import type { Database } from '@folio/db';
import {
  bundleParts,
  bundlesContaining,
  goodsByIds,
  type BundlePart,
  type BundleRow,
  type ProductRow,
  type StockReader,
} from '@folio/order-forms-server';
import { and, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cartItems, carts } from './cart.table.js';

/** Carts whose lines may hold stock: the ones still being filled or checked out. */
export const HOLDING_STATUSES = ['open', 'pending_order'] as const;

export interface HeldUnits {
  /** Units of each product held by active lines: product lines, and bundle lines times the bundle's quantity of it. */
  products: Map<string, number>;
  /** Bundles held by active bundle lines (a bundle's own limit). */
  bundles: Map<string, number>;
}

const unique = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * Units held now by active lines (hold not lapsed, cart still open or pending), leaving out the
 * given lines (the line being changed holds nothing against itself).
 */
export async function heldUnits(
  db: Database,
  ids: { productIds: readonly string[]; bundleIds: readonly string[] },
  now: Date,
  excludeLineIds: readonly string[] = [],
): Promise<HeldUnits> {
  const productIds = unique(ids.productIds);
  const bundleIds = unique(ids.bundleIds);
  const active = (extra: SQL): SQL =>
    and(
      extra,
      gt(cartItems.heldUntil, now),
      inArray(carts.status, [...HOLDING_STATUSES]),
      excludeLineIds.length > 0 ? notInArray(cartItems.id, [...excludeLineIds]) : undefined,
    )!;
  // One after another: inside a transaction the queries share one connection.
  const direct =
    productIds.length === 0
      ? []
      : await db
          .select({ id: cartItems.productId, units: sql<number>`sum(${cartItems.quantity})::int` })
          .from(cartItems)
          .innerJoin(carts, eq(carts.id, cartItems.cartId))
          .where(active(inArray(cartItems.productId, productIds)))
          .groupBy(cartItems.productId);
  // A bundle line holds its quantity of each of the bundle's products too.
  const containing = await bundlesContaining(db, productIds);
  const counted = unique([...bundleIds, ...containing.map((part) => part.bundleId)]);
  const ofBundles =
    counted.length === 0
      ? []
      : await db
          .select({ id: cartItems.bundleId, units: sql<number>`sum(${cartItems.quantity})::int` })
          .from(cartItems)
          .innerJoin(carts, eq(carts.id, cartItems.cartId))
          .where(active(inArray(cartItems.bundleId, counted)))
          .groupBy(cartItems.bundleId);
  const bundleUnits = new Map(ofBundles.flatMap((row) => (row.id ? [[row.id, Number(row.units)] as const] : [])));
  const held: HeldUnits = { products: new Map(), bundles: new Map() };
  const add = (map: Map<string, number>, id: string, units: number) => map.set(id, (map.get(id) ?? 0) + units);
  for (const row of direct) if (row.id) add(held.products, row.id, Number(row.units));
  for (const part of containing) {
    const units = bundleUnits.get(part.bundleId);
    if (units !== undefined) add(held.products, part.productId, units * part.quantity);
  }
  for (const id of bundleIds) {
    const units = bundleUnits.get(id);
    if (units !== undefined) held.bundles.set(id, units);
  }
  return held;
}

/** Units of a product free to hold now: its limit less what is sold and held; null for no limit. */
export function productRoom(
  product: Pick<ProductRow, 'id' | 'stockLimit' | 'stockSold'>,
  held: HeldUnits,
): number | null {
  if (product.stockLimit === null) return null;
  return Math.max(0, product.stockLimit - product.stockSold - (held.products.get(product.id) ?? 0));
}

/** Bundles free to hold now: the bundle's own limit and each of its products' free units; null for no limit. */
export function bundleRoom(
  bundle: Pick<BundleRow, 'id' | 'stockLimit' | 'stockSold'>,
  parts: readonly BundlePart[],
  productsById: ReadonlyMap<string, Pick<ProductRow, 'id' | 'stockLimit' | 'stockSold'>>,
  held: HeldUnits,
): number | null {
  let room: number | null =
    bundle.stockLimit === null
      ? null
      : Math.max(0, bundle.stockLimit - bundle.stockSold - (held.bundles.get(bundle.id) ?? 0));
  for (const part of parts) {
    const product = productsById.get(part.productId);
    if (!product) return 0;
    const free = productRoom(product, held);
    if (free === null) continue;
    const fits = Math.floor(free / part.quantity);
    room = room === null ? fits : Math.min(room, fits);
  }
  return room;
}

/**
 * The order forms' StockReader: units left to add of each product and bundle, net of what carts
 * hold now. A read, without locks: what the form page shows.
 */
export const cartStockReader: StockReader = {
  async available(db, ids, now) {
    const parts = await bundleParts(db, ids.bundleIds);
    const partIds = [...parts.values()].flat().map((part) => part.productId);
    const productIds = unique([...ids.productIds, ...partIds]);
    // In turn, not at once: the caller may pass a transaction.
    const goods = await goodsByIds(db, { productIds, bundleIds: ids.bundleIds });
    const held = await heldUnits(db, { productIds, bundleIds: ids.bundleIds }, now);
    const productsById = goods.products;
    const answer = { products: new Map<string, number | null>(), bundles: new Map<string, number | null>() };
    for (const id of ids.productIds) {
      const product = productsById.get(id);
      if (product) answer.products.set(id, productRoom(product, held));
    }
    for (const bundle of goods.bundles.values())
      answer.bundles.set(bundle.id, bundleRoom(bundle, parts.get(bundle.id) ?? [], productsById, held));
    return answer;
  },
};

/** What one change of a line counts, read in one statement (see `lineCounts`). */
export interface LineCounts {
  held: HeldUnits;
  /** Units in the cart outside the changed line (null when not asked). */
  cartUnits: number | null;
  /** Units of each product and bundle in the customer's other lines, any hold (empty when not asked). */
  customer: HeldUnits;
}

/**
 * Everything a line's limits count, in one round trip: the units held now of the given products
 * and bundles (as `heldUnits`, their bundle lines found through `inBundles`, where the products are
 * parts of bundles, as `lockStock` returns it), the units of the cart (for the form's cap) and, for
 * per-customer limits, the units of the given products and bundles in every line of the customer's
 * carts. The given lines are left out of every count. No statement at all when there is nothing to
 * count.
 */
export async function lineCounts(
  db: Database,
  ids: {
    held: { productIds: readonly string[]; bundleIds: readonly string[] };
    customer: { productIds: readonly string[]; bundleIds: readonly string[] } | null;
    inBundles: ReadonlyArray<BundlePart & { bundleId: string }>;
  },
  options: { now: Date; exclude: readonly string[]; cartId: string | null; customerCarts: SQL },
): Promise<LineCounts> {
  const notExcluded = options.exclude.length > 0 ? notInArray(cartItems.id, [...options.exclude]) : undefined;
  const active = and(gt(cartItems.heldUntil, options.now), inArray(carts.status, [...HOLDING_STATUSES]), notExcluded);
  const row = (kind: string, id: SQL, units: SQL) => ({
    kind: sql<string>`${kind}::text`.as('kind'),
    id: sql<string | null>`${id}::text`.as('id'),
    units: sql<number>`${units}::int`.as('units'),
  });
  const direct = (scope: SQL, kind: string, productIds: string[]) =>
    db
      .select(row(kind, sql`${cartItems.productId}`, sql`sum(${cartItems.quantity})`))
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(scope, inArray(cartItems.productId, productIds)))
      .groupBy(cartItems.productId);
  const ofBundles = (scope: SQL, kind: string, bundleIds: string[]) =>
    db
      .select(row(kind, sql`${cartItems.bundleId}`, sql`sum(${cartItems.quantity})`))
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(scope, inArray(cartItems.bundleId, bundleIds)))
      .groupBy(cartItems.bundleId);
  const held = { productIds: unique(ids.held.productIds), bundleIds: unique(ids.held.bundleIds) };
  const customer = ids.customer && {
    productIds: unique(ids.customer.productIds),
    bundleIds: unique(ids.customer.bundleIds),
  };
  // A bundle line counts its quantity of each of the bundle's products too: the bundles' lines are
  // counted, and spread over the products here.
  const heldVia = ids.inBundles.filter((part) => held.productIds.includes(part.productId));
  const mineVia = ids.inBundles.filter((part) => customer?.productIds.includes(part.productId));
  const bundlesOf = (via: typeof heldVia) => unique(via.map((part) => part.bundleId));
  const parts = [];
  if (held.productIds.length > 0) parts.push(direct(active!, 'held', held.productIds));
  if (heldVia.length > 0) parts.push(ofBundles(active!, 'held-via', bundlesOf(heldVia)));
  if (held.bundleIds.length > 0) parts.push(ofBundles(active!, 'held-bundle', held.bundleIds));
  if (options.cartId !== null) {
    parts.push(
      db
        .select(row('cart', sql`null`, sql`coalesce(sum(${cartItems.quantity}), 0)`))
        .from(cartItems)
        .where(and(eq(cartItems.cartId, options.cartId), notExcluded)),
    );
  }
  if (customer) {
    const mine = and(options.customerCarts, notExcluded)!;
    if (customer.productIds.length > 0) parts.push(direct(mine, 'mine', customer.productIds));
    if (mineVia.length > 0) parts.push(ofBundles(mine, 'mine-via', bundlesOf(mineVia)));
    if (customer.bundleIds.length > 0) parts.push(ofBundles(mine, 'mine-bundle', customer.bundleIds));
  }
  const counts: LineCounts = {
    held: { products: new Map(), bundles: new Map() },
    cartUnits: null,
    customer: { products: new Map(), bundles: new Map() },
  };
  if (parts.length === 0) return counts;
  const [first, ...rest] = parts;
  const rows = rest.length === 0 ? await first! : await unionAll(first!, ...(rest as [typeof first]));
  const add = (map: Map<string, number>, id: string | null, units: number) => {
    if (id) map.set(id, (map.get(id) ?? 0) + units);
  };
  const viaHeld = new Map<string, number>();
  const viaMine = new Map<string, number>();
  for (const { kind, id, units } of rows) {
    const n = Number(units);
    if (kind === 'held') add(counts.held.products, id, n);
    else if (kind === 'held-via') add(viaHeld, id, n);
    else if (kind === 'held-bundle') add(counts.held.bundles, id, n);
    else if (kind === 'cart') counts.cartUnits = n;
    else if (kind === 'mine') add(counts.customer.products, id, n);
    else if (kind === 'mine-via') add(viaMine, id, n);
    else if (kind === 'mine-bundle') add(counts.customer.bundles, id, n);
  }
  const spread = (via: typeof heldVia, bundleUnits: Map<string, number>, into: Map<string, number>) => {
    for (const part of via) {
      const units = bundleUnits.get(part.bundleId);
      if (units !== undefined) add(into, part.productId, units * part.quantity);
    }
  };
  spread(heldVia, viaHeld, counts.held.products);
  spread(mineVia, viaMine, counts.customer.products);
  return counts;
}
