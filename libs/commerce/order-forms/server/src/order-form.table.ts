import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A seller's store: an author's or a vendor's order form, usually for one event (a direct-sales form
 * has none). Exactly one of author_id and vendor_id is set; `seller_id` is whichever it is (the id
 * analytics and carts use). Sellers, events and books belong to the catalog, which commerce never
 * imports: they are referred to by id, without a foreign key across the scopes (the catalog never
 * deletes a seller or an event that has forms; the catalog's reads join on these ids).
 *
 * `product_count` and the price range (integer minor units) are the catalog's summary of the
 * products below, kept in step by this domain so catalog lists need no product tables.
 */
export const orderForms = pgTable(
  'order_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Opaque public identifier: carts are chosen by it (spec section 4). */
    uid: text('uid').notNull().unique(),
    /** The address: `/orderform/{slug}`. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    authorId: uuid('author_id'),
    vendorId: uuid('vendor_id'),
    sellerId: uuid('seller_id').notNull().generatedAlwaysAs(sql`coalesce(author_id, vendor_id)`),
    eventId: uuid('event_id'),
    currency: text('currency').notNull(),
    /** Orders close at the end of this day in UTC. */
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    instructions: text('instructions').notNull().default(''),
    terms: text('terms').notNull().default(''),
    refundPolicy: text('refund_policy').notNull().default(''),
    /** Deposit policy: at least this percentage up front, only on orders of at least the minimum total. */
    depositPercent: integer('deposit_percent'),
    minDepositTotalMinor: integer('min_deposit_total_minor'),
    depositPolicy: text('deposit_policy').notNull().default(''),
    /** Instalment policy: the balance in at most this many payments, all due before the close date. */
    maxInstalments: integer('max_instalments'),
    instalmentPolicy: text('instalment_policy').notNull().default(''),
    /** What an instalment still unpaid after its retries does: cancel the order, or keep what was paid. */
    missedPaymentOutcome: text('missed_payment_outcome').notNull().default('cancel_order'),
    /** Whether a buyer may cancel before the close date: everything refunded, the deposit kept, or not at all. */
    cancelPolicy: text('cancel_policy').notNull().default('refund_all'),
    /** Reachable only by its link, whose slug ends in a secret (`private-link.ts`): never listed. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Most units of everything together one order may hold; null for no limit. */
    maxQuantityPerOrder: integer('max_quantity_per_order'),
    pickup: boolean('pickup').notNull().default(true),
    shipping: boolean('shipping').notNull().default(false),
    productCount: integer('product_count').notNull().default(0),
    priceMinMinor: integer('price_min_minor'),
    priceMaxMinor: integer('price_max_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_forms_one_seller_check', sql`num_nonnulls(${t.authorId}, ${t.vendorId}) = 1`),
    check('order_forms_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('order_forms_deposit_check', sql`${t.depositPercent} is null or (${t.depositPercent} between 1 and 100)`),
    check('order_forms_instalments_check', sql`${t.maxInstalments} is null or ${t.maxInstalments} between 1 and 12`),
    check('order_forms_missed_outcome_check', sql`${t.missedPaymentOutcome} in ('cancel_order', 'keep_paid')`),
    check('order_forms_cancel_policy_check', sql`${t.cancelPolicy} in ('refund_all', 'keep_deposit', 'no_cancel')`),
    check('order_forms_max_quantity_check', sql`${t.maxQuantityPerOrder} is null or ${t.maxQuantityPerOrder} >= 1`),
    check('order_forms_fulfilment_check', sql`${t.pickup} or ${t.shipping}`),
    check('order_forms_prices_check', sql`${t.priceMinMinor} is null or ${t.priceMinMinor} <= ${t.priceMaxMinor}`),
    check('order_forms_private_link_check', sql`not ${t.isPrivate} or ${t.slug} ~ '-[0-9a-f]{32}$'`),
    index('order_forms_seller_idx').on(t.sellerId, t.closeDate),
    index('order_forms_event_idx').on(t.eventId),
  ],
);

export type OrderFormRow = typeof orderForms.$inferSelect;

/**
 * The books a store sells signed, each at its price in integer minor units of the form's currency:
 * like `product_count` and the price range, the catalog's summary of the products, kept in step by
 * this domain, so an author's page can say where each book is sold and for how much.
 */
export const orderFormBooks = pgTable(
  'order_form_books',
  {
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderFormId, t.bookId] }),
    check('order_form_books_price_check', sql`${t.priceMinor} >= 0`),
    index('order_form_books_book_idx').on(t.bookId),
  ],
);

/**
 * What a form sells. Prices are integer minor units of the form's currency. Stock is counted per
 * product (a variant is an option on the same units: an edition, a cover, a personalisation), so a
 * bundle that contains the product draws on the same units. `stock_limit` null: no limit.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    /** The catalog book it is, if it is one (swag is not). */
    bookId: uuid('book_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    stockLimit: integer('stock_limit'),
    /** Units paid for (checkout); units held are counted from carts. */
    stockSold: integer('stock_sold').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.priceMinor} >= 0`),
    check('products_stock_check', sql`${t.stockLimit} is null or ${t.stockSold} <= ${t.stockLimit}`),
    check('products_sold_check', sql`${t.stockSold} >= 0`),
    check('products_per_customer_check', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
    index('products_form_idx').on(t.orderFormId, t.position),
  ],
);

export type ProductRow = typeof products.$inferSelect;

export const VARIANT_KINDS = ['edition', 'cover', 'personalisation'] as const;

/** An option of a product with its own price (the whole unit price in that option). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('product_variants_kind_check', sql`${t.kind} in ('edition', 'cover', 'personalisation')`),
    check('product_variants_price_check', sql`${t.priceMinor} >= 0`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

/** Several products at one price; the buyer picks a variant for each product that has variants. */
export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    stockLimit: integer('stock_limit'),
    stockSold: integer('stock_sold').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bundles_price_check', sql`${t.priceMinor} >= 0`),
    check('bundles_stock_check', sql`${t.stockLimit} is null or ${t.stockSold} <= ${t.stockLimit}`),
    check('bundles_sold_check', sql`${t.stockSold} >= 0`),
    check('bundles_per_customer_check', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
    index('bundles_form_idx').on(t.orderFormId, t.position),
  ],
);

export type BundleRow = typeof bundles.$inferSelect;

/** The products in a bundle, `quantity` units of each per bundle, all from the bundle's own form. */
export const bundleProducts = pgTable(
  'bundle_products',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    check('bundle_products_quantity_check', sql`${t.quantity} >= 1`),
    index('bundle_products_product_idx').on(t.productId),
  ],
);

export type BundleProductRow = typeof bundleProducts.$inferSelect;
