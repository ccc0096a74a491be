import { rowFromJson, type Database } from '@folio/db';
import { isUuid } from '@folio/server-kit';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  bundleProducts,
  bundles,
  orderForms,
  products,
  productVariants,
  type BundleRow,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
} from './order-form.table.js';

// The order forms' rows as other modules read them, inside the caller's transaction (a cart, an
// order or a placement reads its form through these, never through the table). None locks.

const unique = (ids: Iterable<string>) => [...new Set(ids)];

/** The form with this id, or null. */
export async function formById(tx: Database, id: string): Promise<OrderFormRow | null> {
  const [form] = await tx.select().from(orderForms).where(eq(orderForms.id, id)).limit(1);
  return form ?? null;
}

/** The forms with these ids, by id (ids without a form are absent). */
export async function formsByIds(tx: Database, ids: Iterable<string>): Promise<Map<string, OrderFormRow>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await tx.select().from(orderForms).where(inArray(orderForms.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The form a reference names: its uid, or its id when the reference is a uuid; null for none. */
export async function formByIdOrUid(tx: Database, ref: string): Promise<OrderFormRow | null> {
  const [form] = await tx
    .select()
    .from(orderForms)
    .where(isUuid(ref) ? or(eq(orderForms.id, ref.toLowerCase()), eq(orderForms.uid, ref)) : eq(orderForms.uid, ref))
    .limit(1);
  return form ?? null;
}

/** The ids of an event's forms. */
export async function formIdsOfEvent(tx: Database, eventId: string): Promise<string[]> {
  const rows = await tx.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.eventId, eventId));
  return rows.map((row) => row.id);
}

/** The forms these sellers own, by title (then id). */
export async function formsOfSellers(
  tx: Database,
  sellerIds: readonly string[],
): Promise<Array<Pick<OrderFormRow, 'id' | 'title' | 'sellerId'>>> {
  if (sellerIds.length === 0) return [];
  return tx
    .select({ id: orderForms.id, title: orderForms.title, sellerId: orderForms.sellerId })
    .from(orderForms)
    .where(inArray(orderForms.sellerId, [...sellerIds]))
    .orderBy(asc(orderForms.title), asc(orderForms.id));
}

/** Every form, oldest first (then by id): what the demo seeders build on. */
export async function formsOldestFirst(tx: Database): Promise<OrderFormRow[]> {
  return tx.select().from(orderForms).orderBy(asc(orderForms.createdAt), asc(orderForms.id));
}

/** The author with the most forms (the smallest id among equals), or null when no form has an author. */
export async function authorWithMostForms(tx: Database): Promise<string | null> {
  const forms = count(orderForms.id);
  const [top] = await tx
    .select({ authorId: orderForms.authorId, forms })
    .from(orderForms)
    .where(isNotNull(orderForms.authorId))
    .groupBy(orderForms.authorId)
    .orderBy(desc(forms), asc(orderForms.authorId))
    .limit(1);
  return top?.authorId ?? null;
}

/** The product if this form sells it, with its variants (one statement); null when it does not. */
export async function productWithVariants(
  tx: Database,
  formId: string,
  productId: string,
): Promise<{ product: ProductRow; variants: ProductVariantRow[] } | null> {
  const rows = await tx
    .select({ product: products, variant: productVariants })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.orderFormId, formId)));
  const product = rows[0]?.product;
  if (!product) return null;
  return { product, variants: rows.flatMap((row) => (row.variant ? [row.variant] : [])) };
}

export interface BundlePart {
  productId: string;
  /** Units of the product in one bundle. */
  quantity: number;
}

/** The products in each bundle, with their quantity per bundle, in the bundle's order. */
export async function bundleParts(tx: Database, bundleIds: Iterable<string>): Promise<Map<string, BundlePart[]>> {
  const ids = unique(bundleIds).sort();
  const parts = new Map<string, BundlePart[]>();
  if (ids.length === 0) return parts;
  const rows = await tx
    .select({
      bundleId: bundleProducts.bundleId,
      productId: bundleProducts.productId,
      quantity: bundleProducts.quantity,
    })
    .from(bundleProducts)
    .where(inArray(bundleProducts.bundleId, ids))
    .orderBy(asc(bundleProducts.position), asc(bundleProducts.productId));
  for (const row of rows) {
    const list = parts.get(row.bundleId) ?? [];
    list.push({ productId: row.productId, quantity: row.quantity });
    parts.set(row.bundleId, list);
  }
  return parts;
}

/** Where these products are parts of bundles: each bundle, the product, its units per bundle. */
export async function bundlesContaining(
  tx: Database,
  productIds: Iterable<string>,
): Promise<Array<BundlePart & { bundleId: string }>> {
  const ids = unique(productIds).sort();
  if (ids.length === 0) return [];
  return tx
    .select({
      bundleId: bundleProducts.bundleId,
      productId: bundleProducts.productId,
      quantity: bundleProducts.quantity,
    })
    .from(bundleProducts)
    .where(inArray(bundleProducts.productId, ids));
}

/**
 * The bundle if this form sells it, with its parts (as `bundleParts`), their products and their
 * variants; null when it does not.
 */
export async function bundleWithParts(
  tx: Database,
  formId: string,
  bundleId: string,
): Promise<{ bundle: BundleRow; parts: BundlePart[]; products: ProductRow[]; variants: ProductVariantRow[] } | null> {
  const [bundle] = await tx
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, bundleId), eq(bundles.orderFormId, formId)))
    .limit(1);
  if (!bundle) return null;
  const parts = (await bundleParts(tx, [bundle.id])).get(bundle.id) ?? [];
  const partIds = parts.map((part) => part.productId);
  // In turn, not at once: the caller may pass a transaction.
  const variants =
    partIds.length === 0
      ? []
      : await tx.select().from(productVariants).where(inArray(productVariants.productId, partIds));
  const partProducts =
    partIds.length === 0 ? [] : await tx.select().from(products).where(inArray(products.id, partIds));
  return { bundle, parts, products: partProducts, variants };
}

export interface Goods {
  products: Map<string, ProductRow>;
  variants: Map<string, ProductVariantRow>;
  bundles: Map<string, BundleRow>;
}

type Json = Record<string, unknown>;
const parsed = (value: unknown): Json[] =>
  typeof value === 'string' ? (JSON.parse(value) as Json[]) : (value as Json[]);

/**
 * The products, variants and bundles with these ids, in one statement (no statement when there
 * are no ids); ids without a row are absent.
 */
export async function goodsByIds(
  tx: Database,
  ids: { productIds?: Iterable<string>; variantIds?: Iterable<string>; bundleIds?: Iterable<string> },
): Promise<Goods> {
  const productIds = unique(ids.productIds ?? []);
  const variantIds = unique(ids.variantIds ?? []);
  const bundleIds = unique(ids.bundleIds ?? []);
  const goods: Goods = { products: new Map(), variants: new Map(), bundles: new Map() };
  if (productIds.length + variantIds.length + bundleIds.length === 0) return goods;
  const rowsOf = (table: typeof products | typeof productVariants | typeof bundles, wanted: string[]) =>
    wanted.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(t), '[]'::json) from ${table} t where t.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`;
  const result = await tx.execute(
    sql`select ${rowsOf(products, productIds)} as products, ${rowsOf(
      productVariants,
      variantIds,
    )} as variants, ${rowsOf(bundles, bundleIds)} as bundles`,
  );
  const row = (result as unknown as { rows: { products: unknown; variants: unknown; bundles: unknown }[] }).rows[0]!;
  for (const json of parsed(row.products)) {
    const product = rowFromJson(products, json);
    goods.products.set(product.id, product);
  }
  for (const json of parsed(row.variants)) {
    const variant = rowFromJson(productVariants, json);
    goods.variants.set(variant.id, variant);
  }
  for (const json of parsed(row.bundles)) {
    const bundle = rowFromJson(bundles, json);
    goods.bundles.set(bundle.id, bundle);
  }
  return goods;
}

/**
 * A form's, a product's, a variant's or a bundle's row that a raw statement returned as JSON
 * (`to_jsonb(t.*)`), as Drizzle would have read it: for the cart's one-call add, whose database
 * function reads them with the cart.
 */
export const rowsFromJson = {
  form: (json: Json): OrderFormRow => rowFromJson(orderForms, json),
  product: (json: Json): ProductRow => rowFromJson(products, json),
  variant: (json: Json): ProductVariantRow => rowFromJson(productVariants, json),
  bundle: (json: Json): BundleRow => rowFromJson(bundles, json),
};
