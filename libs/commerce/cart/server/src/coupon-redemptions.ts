import type { Database } from '@folio/db';
import type { OrderFormRow } from '@folio/order-forms-server';
import { and, count, eq, ne } from 'drizzle-orm';
import { discountOf } from '@folio/pricing';
import { couponApplies } from './cart-view.js';
import { couponRedemptions, coupons, type CartRow, type CouponRow } from './cart.table.js';

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
  if (coupon.usageLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), ne(couponRedemptions.cartId, cart.id)));
    if ((used?.n ?? 0) >= coupon.usageLimit) return { exhausted: 'usage_limit' };
  }
  if (coupon.perCustomerLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          ne(couponRedemptions.cartId, cart.id),
          eq(couponRedemptions.userId, userId),
        ),
      );
    if ((used?.n ?? 0) >= coupon.perCustomerLimit) return { exhausted: 'per_customer_limit' };
  }
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
