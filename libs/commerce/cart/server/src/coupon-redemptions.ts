import type { Database } from '@folio/db';
import type { OrderFormRow } from '@folio/order-forms-server';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { discountOf } from '@folio/pricing';
import { couponApplies } from './cart-view.js';
import type { Caller } from './cart-session.js';
import { carts, couponRedemptions, coupons, type CartRow, type CouponRow } from './cart.table.js';

/**
 * How many times carts other than this one redeemed the coupon: all of them, or only the customer's
 * (the account's redemptions, or a guest session's carts).
 */
export async function couponUsesBesides(
  tx: Database,
  couponId: string,
  cartId: string,
  customer?: Caller,
): Promise<number> {
  const others = and(eq(couponRedemptions.couponId, couponId), ne(couponRedemptions.cartId, cartId));
  const query = tx.select({ n: count() }).from(couponRedemptions);
  const [used] = !customer
    ? await query.where(others)
    : customer.userId
      ? await query.where(and(others, eq(couponRedemptions.userId, customer.userId)))
      : await query
          .innerJoin(carts, eq(carts.id, couponRedemptions.cartId))
          .where(and(others, isNull(carts.userId), eq(carts.sessionUid, customer.sessionUid ?? '')));
  return used?.n ?? 0;
}

export type CouponRedemption =
  | { discount: number; coupon: CouponRow | null; exhausted?: undefined }
  | { exhausted: 'usage_limit' | 'per_customer_limit' };

/**
 * The cart's coupon, redeemed for its order under the coupon row's lock (FOR UPDATE): its window
 * and form must still allow it (else no discount), and its usage limit (redemptions of other
 * carts; an order that ended unpaid gave its use back) and per-customer limit must have room, else
 * `exhausted` names the limit reached and nothing is written. The discount is 0 without a coupon.
 */
export async function redeemCartCoupon(
  tx: Database,
  cart: Pick<CartRow, 'id' | 'couponId'>,
  form: Pick<OrderFormRow, 'id'>,
  userId: string,
  subtotal: number,
  at: Date,
): Promise<CouponRedemption> {
  if (!cart.couponId) return { discount: 0, coupon: null };
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)).for('update');
  if (!coupon || !couponApplies(coupon, form, at)) return { discount: 0, coupon: null };
  if (coupon.usageLimit !== null && (await couponUsesBesides(tx, coupon.id, cart.id)) >= coupon.usageLimit)
    return { exhausted: 'usage_limit' };
  if (
    coupon.perCustomerLimit !== null &&
    (await couponUsesBesides(tx, coupon.id, cart.id, { userId, sessionUid: null })) >= coupon.perCustomerLimit
  )
    return { exhausted: 'per_customer_limit' };
  await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, cartId: cart.id, userId, createdAt: at })
    .onConflictDoNothing();
  return { discount: discountOf(coupon, subtotal), coupon };
}

/** The cart's order ended unpaid: the coupon use it redeemed is given back. */
export async function giveBackCouponUse(tx: Database, cartId: string): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.cartId, cartId));
}
