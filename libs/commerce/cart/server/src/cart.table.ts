import { users } from '@folio/auth-server';
import { bundles, orderForms, products, productVariants } from '@folio/order-forms-server/schema';
import type { CartState } from '@folio/cart-contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One cart per order form per visitor: a guest's by the `sess_id` session uid, a signed-in reader's
 * by their user id (the session uid stays as where it was started). `cart_uid` is public and
 * changes when the shipping choice changes (spec section 7), so a checkout started on an older
 * choice can tell.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartUid: text('cart_uid').notNull().unique(),
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    sessionUid: text('session_uid').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    shippingRateId: uuid('shipping_rate_id').references(() => shippingRates.id, { onDelete: 'set null' }),
    shippingAddressId: uuid('shipping_address_id'),
    /** Written only by `transitionCart` (cart.lifecycle.ts), along CART_LIFECYCLE. */
    status: text('status').$type<CartState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('carts_status_check', sql`${t.status} in ('open', 'pending_order', 'ordered', 'cancelled')`),
    check('carts_message_check', sql`char_length(${t.message}) <= 2000`),
    uniqueIndex('carts_guest_form_unique')
      .on(t.sessionUid, t.orderFormId)
      .where(sql`${t.userId} is null and ${t.status} in ('open', 'pending_order')`),
    uniqueIndex('carts_user_form_unique')
      .on(t.userId, t.orderFormId)
      .where(sql`${t.userId} is not null and ${t.status} in ('open', 'pending_order')`),
    index('carts_session_idx').on(t.sessionUid),
    index('carts_user_idx').on(t.userId),
    index('carts_form_idx').on(t.orderFormId),
  ],
);

export type CartRow = typeof carts.$inferSelect;

/**
 * A line: a product (in a variant, when it has variants) or a bundle (with a variant chosen per
 * product, in `cart_item_variants`). `line_key` names the line canonically (product and variant, or
 * bundle and its sorted choices), so adding the same thing twice raises one line's quantity.
 * While `held_until` is in the future the line holds its units of stock; a lapsed hold returns them,
 * and the line stays in the cart until the reader removes it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
    check('cart_items_kind_check', sql`num_nonnulls(${t.productId}, ${t.bundleId}) = 1`),
    check('cart_items_variant_check', sql`${t.variantId} is null or ${t.productId} is not null`),
    uniqueIndex('cart_items_line_unique').on(t.cartId, t.lineKey),
    index('cart_items_product_hold_idx').on(t.productId, t.heldUntil),
    index('cart_items_bundle_hold_idx').on(t.bundleId, t.heldUntil),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;

/** The variant chosen for each product of a bundle line. */
export const cartItemVariants = pgTable(
  'cart_item_variants',
  {
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartItemId, t.productId] })],
);

export type CartItemVariantRow = typeof cartItemVariants.$inferSelect;

export const COUPON_KINDS = ['amount', 'percentage'] as const;

/**
 * A discount code for one order form (amounts are in its currency) or, with no form, for any form
 * (percentages only). Codes are matched without regard to case. Uses are counted at checkout in
 * `coupon_redemptions`; `usage_limit` caps them overall, `per_customer_limit` per account.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    orderFormId: uuid('order_form_id').references(() => orderForms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor'),
    percent: integer('percent'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind_check', sql`${t.kind} in ('amount', 'percentage')`),
    check(
      'coupons_value_check',
      sql`(${t.kind} = 'amount' and ${t.amountMinor} > 0 and ${t.percent} is null and ${t.orderFormId} is not null)
        or (${t.kind} = 'percentage' and ${t.percent} between 1 and 100 and ${t.amountMinor} is null)`,
    ),
    check('coupons_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    check('coupons_per_customer_check', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon used by an order (written at checkout; a failed payment gives the use back). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_cart_unique').on(t.couponId, t.cartId),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * What posting an order form's books costs, by destination country (ISO 3166-1 alpha-2); a row
 * with no country is the rate for everywhere else. Prices in minor units of the form's currency.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderFormId: uuid('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    countryCode: text('country_code'),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('shipping_rates_country_check', sql`${t.countryCode} is null or ${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('shipping_rates_price_check', sql`${t.priceMinor} >= 0`),
    index('shipping_rates_form_idx').on(t.orderFormId, t.countryCode),
  ],
);

export type ShippingRateRow = typeof shippingRates.$inferSelect;
