import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { type CatalogRefsPort } from '@folio/order-forms-server';
import { bundleProducts, bundles, orderForms, products, productVariants } from '@folio/order-forms-server/schema';

/** A catalog port that knows every seller and event it is asked about, by made-up names. */
export const fakeCatalog: CatalogRefsPort = {
  async sellers(ids) {
    return new Map(ids.map((id) => [id, { id, kind: 'author' as const, slug: 'maya-quill', name: 'Maya Quill' }]));
  },
  async events(ids) {
    return new Map(
      ids.map((id) => [
        id,
        {
          id,
          slug: 'summer-signing',
          title: 'Summer Signing',
          starts_at: '2026-08-01T10:00:00.000Z',
          ends_at: '2026-08-01T18:00:00.000Z',
          timezone: 'UTC',
          location: 'Hall, Leeds',
        },
      ]),
    );
  },
};

let counter = 0;

/** Order forms and what they sell, inserted straight into the order-forms tables. */
export function cartFixtures(db: Database) {
  return {
    async form(values: Partial<typeof orderForms.$inferInsert> = {}) {
      counter += 1;
      const [form] = await db
        .insert(orderForms)
        .values({
          uid: `form-uid-${counter}-${randomUUID().slice(0, 8)}`,
          slug: `form-${counter}-${randomUUID().slice(0, 8)}`,
          title: `Maya's table ${counter}`,
          authorId: randomUUID(),
          eventId: randomUUID(),
          currency: 'GBP',
          closeDate: '2026-12-31',
          ...values,
        })
        .returning();
      return form!;
    },
    async product(orderFormId: string, values: Partial<typeof products.$inferInsert> = {}) {
      const [product] = await db
        .insert(products)
        .values({ orderFormId, title: 'The Glass Orchard', priceMinor: 2500, ...values })
        .returning();
      return product!;
    },
    async variant(productId: string, name: string, priceMinor = 3000) {
      const [variant] = await db
        .insert(productVariants)
        .values({ productId, kind: 'edition', name, priceMinor })
        .returning();
      return variant!;
    },
    async bundle(
      orderFormId: string,
      parts: { productId: string; quantity?: number }[],
      values: Partial<typeof bundles.$inferInsert> = {},
    ) {
      const [bundle] = await db
        .insert(bundles)
        .values({ orderFormId, title: 'Signed set', priceMinor: 6000, ...values })
        .returning();
      await db.insert(bundleProducts).values(
        parts.map((part, i) => ({
          bundleId: bundle!.id,
          productId: part.productId,
          quantity: part.quantity ?? 1,
          position: i,
        })),
      );
      return bundle!;
    },
  };
}
