import type { Database } from '@folio/db';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  bundleProducts,
  bundles,
  orderForms,
  products,
  productVariants,
  type BundleProductRow,
  type BundleRow,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
} from './order-form.table.js';

/** A form with everything it sells, in the seller's order (position). */
export interface OrderFormRows {
  form: OrderFormRow;
  products: ProductRow[];
  variants: ProductVariantRow[];
  bundles: BundleRow[];
  bundleProducts: BundleProductRow[];
}

export function orderFormRepo(db: Database) {
  return {
    async bySlug(slug: string): Promise<OrderFormRows | null> {
      const [form] = await db.select().from(orderForms).where(eq(orderForms.slug, slug)).limit(1);
      if (!form) return null;
      const [productRows, bundleRows] = await Promise.all([
        db
          .select()
          .from(products)
          .where(eq(products.orderFormId, form.id))
          .orderBy(asc(products.position), asc(products.createdAt), asc(products.id)),
        db
          .select()
          .from(bundles)
          .where(eq(bundles.orderFormId, form.id))
          .orderBy(asc(bundles.position), asc(bundles.createdAt), asc(bundles.id)),
      ]);
      const productIds = productRows.map((row) => row.id);
      const bundleIds = bundleRows.map((row) => row.id);
      const [variantRows, bundleProductRows] = await Promise.all([
        productIds.length === 0
          ? []
          : db
              .select()
              .from(productVariants)
              .where(inArray(productVariants.productId, productIds))
              .orderBy(asc(productVariants.position), asc(productVariants.id)),
        bundleIds.length === 0
          ? []
          : db
              .select()
              .from(bundleProducts)
              .where(inArray(bundleProducts.bundleId, bundleIds))
              .orderBy(asc(bundleProducts.position), asc(bundleProducts.productId)),
      ]);
      return {
        form,
        products: productRows,
        variants: variantRows,
        bundles: bundleRows,
        bundleProducts: bundleProductRows,
      };
    },

    /** What a product's picture is drawn from: its title and its form's seller. */
    async productPicture(id: string) {
      const [row] = await db
        .select({ title: products.title, bookId: products.bookId, sellerId: orderForms.sellerId })
        .from(products)
        .innerJoin(orderForms, eq(orderForms.id, products.orderFormId))
        .where(eq(products.id, id))
        .limit(1);
      return row ?? null;
    },

    /** What a bundle's picture is drawn from: its title, how many products, its form's seller. */
    async bundlePicture(id: string) {
      const [row] = await db
        .select({ title: bundles.title, sellerId: orderForms.sellerId })
        .from(bundles)
        .innerJoin(orderForms, eq(orderForms.id, bundles.orderFormId))
        .where(eq(bundles.id, id))
        .limit(1);
      if (!row) return null;
      const members = await db
        .select({ productId: bundleProducts.productId })
        .from(bundleProducts)
        .where(eq(bundleProducts.bundleId, id));
      return { ...row, productCount: members.length };
    },
  };
}
