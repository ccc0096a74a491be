import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import type { OrderFormEvent, OrderFormSeller } from '@folio/order-forms-contract';
import { eq, sql } from 'drizzle-orm';
import type { CatalogRefsPort } from '../ports.js';
import { bundleProducts, bundles, orderForms, products, productVariants } from '../order-form.table.js';
import { privateSlug } from '../private-link.js';

let counter = 0;
const next = () => ++counter;

export interface FormFixture {
  title?: string;
  slug?: string;
  uid?: string;
  /** The seller: an author unless `vendorId` is given. */
  authorId?: string;
  vendorId?: string;
  eventId?: string | null;
  currency?: string;
  closeDate?: string;
  closed?: boolean;
  isPrivate?: boolean;
  depositPercent?: number | null;
  minDepositTotalMinor?: number | null;
  depositPolicy?: string;
  maxInstalments?: number | null;
  instalmentPolicy?: string;
  maxQuantityPerOrder?: number | null;
  instructions?: string;
  terms?: string;
  refundPolicy?: string;
  pickup?: boolean;
  shipping?: boolean;
}

export interface ProductFixture {
  title?: string;
  description?: string;
  bookId?: string | null;
  priceMinor?: number;
  stockLimit?: number | null;
  stockSold?: number;
  perCustomerLimit?: number | null;
  position?: number;
  variants?: ReadonlyArray<{ kind?: 'edition' | 'cover' | 'personalisation'; name: string; priceMinor: number }>;
}

export interface BundleFixture {
  title?: string;
  description?: string;
  priceMinor?: number;
  stockLimit?: number | null;
  stockSold?: number;
  perCustomerLimit?: number | null;
  position?: number;
  products: ReadonlyArray<{ productId: string; quantity?: number }>;
}

/**
 * Order forms, products, variants and bundles inserted straight into the tables, for server tests
 * of order forms and carts. Sellers and events are bare ids: commerce reads their names through
 * the catalog port (see `fakeCatalogRefs`).
 */
export function orderFormFixtures(db: Database) {
  return {
    async form(input: FormFixture = {}): Promise<{ id: string; uid: string; slug: string }> {
      const n = next();
      const base = `form-${n}-${randomUUID().slice(0, 8)}`;
      const slug = input.slug ?? (input.isPrivate ? privateSlug(base) : base);
      const uid = input.uid ?? `of_${randomUUID().replace(/-/g, '')}`;
      const authorId = input.vendorId ? null : (input.authorId ?? randomUUID());
      const [row] = await db
        .insert(orderForms)
        .values({
          uid,
          slug,
          title: input.title ?? `Signed books ${n}`,
          authorId,
          vendorId: input.vendorId ?? null,
          eventId: input.eventId === undefined ? null : input.eventId,
          currency: input.currency ?? 'USD',
          closeDate: input.closeDate ?? '2099-12-31',
          closed: input.closed ?? false,
          isPrivate: input.isPrivate ?? false,
          depositPercent: input.depositPercent ?? null,
          minDepositTotalMinor: input.minDepositTotalMinor ?? null,
          depositPolicy: input.depositPolicy ?? '',
          maxInstalments: input.maxInstalments ?? null,
          instalmentPolicy: input.instalmentPolicy ?? '',
          maxQuantityPerOrder: input.maxQuantityPerOrder ?? null,
          instructions: input.instructions ?? '',
          terms: input.terms ?? '',
          refundPolicy: input.refundPolicy ?? '',
          pickup: input.pickup ?? true,
          shipping: input.shipping ?? false,
        })
        .returning({ id: orderForms.id });
      return { id: row!.id, uid, slug };
    },

    /** A product of a form, with its variants in order; keeps the form's summary columns in step. */
    async product(orderFormId: string, input: ProductFixture = {}): Promise<{ id: string; variantIds: string[] }> {
      const n = next();
      const [row] = await db
        .insert(products)
        .values({
          orderFormId,
          title: input.title ?? `Product ${n}`,
          description: input.description ?? '',
          bookId: input.bookId ?? null,
          priceMinor: input.priceMinor ?? 2500,
          stockLimit: input.stockLimit === undefined ? null : input.stockLimit,
          stockSold: input.stockSold ?? 0,
          perCustomerLimit: input.perCustomerLimit ?? null,
          position: input.position ?? n,
        })
        .returning({ id: products.id });
      const id = row!.id;
      const variantIds: string[] = [];
      for (const [position, variant] of (input.variants ?? []).entries()) {
        const [v] = await db
          .insert(productVariants)
          .values({
            productId: id,
            kind: variant.kind ?? 'edition',
            name: variant.name,
            priceMinor: variant.priceMinor,
            position,
          })
          .returning({ id: productVariants.id });
        variantIds.push(v!.id);
      }
      await db
        .update(orderForms)
        .set({
          productCount: sql`(select count(*) from ${products} where ${products.orderFormId} = ${orderFormId})::int`,
          priceMinMinor: sql`(select min(${products.priceMinor}) from ${products} where ${products.orderFormId} = ${orderFormId})`,
          priceMaxMinor: sql`(select max(${products.priceMinor}) from ${products} where ${products.orderFormId} = ${orderFormId})`,
        })
        .where(eq(orderForms.id, orderFormId));
      return { id, variantIds };
    },

    async bundle(orderFormId: string, input: BundleFixture): Promise<{ id: string }> {
      const n = next();
      const [row] = await db
        .insert(bundles)
        .values({
          orderFormId,
          title: input.title ?? `Bundle ${n}`,
          description: input.description ?? '',
          priceMinor: input.priceMinor ?? 4500,
          stockLimit: input.stockLimit === undefined ? null : input.stockLimit,
          stockSold: input.stockSold ?? 0,
          perCustomerLimit: input.perCustomerLimit ?? null,
          position: input.position ?? n,
        })
        .returning({ id: bundles.id });
      const id = row!.id;
      for (const [position, member] of input.products.entries()) {
        await db
          .insert(bundleProducts)
          .values({ bundleId: id, productId: member.productId, quantity: member.quantity ?? 1, position });
      }
      return { id };
    },
  };
}

/**
 * A catalog port over fixed sellers and events, for tests that have no catalog. `seller(id)` and
 * `event(id)` register one; unknown ids are missing from the answers, as with the real port.
 */
export function fakeCatalogRefs() {
  const sellers = new Map<string, OrderFormSeller>();
  const events = new Map<string, OrderFormEvent>();
  const pick = <T>(from: Map<string, T>, ids: readonly string[]) =>
    new Map(ids.flatMap((id) => (from.has(id) ? [[id, from.get(id)!] as const] : [])));
  const port: CatalogRefsPort = {
    sellers: async (ids) => pick(sellers, ids),
    events: async (ids) => pick(events, ids),
  };
  return {
    port,
    seller(input: Partial<OrderFormSeller> & { name: string }): OrderFormSeller {
      const seller: OrderFormSeller = {
        id: input.id ?? randomUUID(),
        kind: input.kind ?? 'author',
        slug:
          input.slug ??
          input.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
        name: input.name,
      };
      sellers.set(seller.id, seller);
      return seller;
    },
    event(input: Partial<OrderFormEvent> & { title: string }): OrderFormEvent {
      const event: OrderFormEvent = {
        id: input.id ?? randomUUID(),
        slug:
          input.slug ??
          input.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
        title: input.title,
        starts_at: input.starts_at ?? '2026-07-04T17:00:00.000Z',
        ends_at: input.ends_at ?? '2026-07-04T21:00:00.000Z',
        timezone: input.timezone ?? 'America/Chicago',
        location: input.location === undefined ? 'The Book Loft, Chicago' : input.location,
      };
      events.set(event.id, event);
      return event;
    },
  };
}
