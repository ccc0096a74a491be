import { authors, books, vendors } from '@folio/people-server';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './event.table.js';

/**
 * A seller's store: an author's or a vendor's order form, usually for one event. Exactly one of
 * author_id and vendor_id is set; `seller_id` is whichever it is (the id analytics and carts use).
 * Products belong to the commerce domain, which keeps `product_count` and the price range (integer
 * minor units) in step with them so catalog lists need no commerce tables.
 */
export const orderForms = pgTable(
  'order_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique(),
    title: text('title').notNull(),
    authorId: uuid('author_id').references(() => authors.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(author_id, vendor_id)`),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    /** Orders close at the end of this day in UTC. */
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    depositPercent: integer('deposit_percent'),
    minDepositTotalMinor: integer('min_deposit_total_minor'),
    isPrivate: boolean('is_private').notNull().default(false),
    instructions: text('instructions').notNull().default(''),
    terms: text('terms').notNull().default(''),
    productCount: integer('product_count').notNull().default(0),
    priceMinMinor: integer('price_min_minor'),
    priceMaxMinor: integer('price_max_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_forms_one_seller_check', sql`num_nonnulls(${t.authorId}, ${t.vendorId}) = 1`),
    check('order_forms_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'order_forms_deposit_check',
      sql`${t.depositPercent} is null or (${t.depositPercent} between 1 and 100)`,
    ),
    check('order_forms_prices_check', sql`${t.priceMinMinor} is null or ${t.priceMinMinor} <= ${t.priceMaxMinor}`),
    index('order_forms_seller_idx').on(t.sellerId, t.closeDate),
    index('order_forms_event_idx').on(t.eventId),
  ],
);

export type OrderFormRow = typeof orderForms.$inferSelect;

/**
 * The books a store sells signed, each at its price in integer minor units of the form's currency:
 * like `product_count` and the price range, the catalog's summary of the commerce domain's
 * products, kept in step by it, so an author's page can say where each book is sold and for how much.
 */
export const orderFormBooks = pgTable(
  'order_form_books',
  {
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderFormId, t.bookId] }),
    check('order_form_books_price_check', sql`${t.priceMinor} >= 0`),
    index('order_form_books_book_idx').on(t.bookId),
  ],
);
