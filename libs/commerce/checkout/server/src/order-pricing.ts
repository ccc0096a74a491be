import {
  bundleRoom,
  heldUnits,
  holdCartLinesUntil,
  holdLine,
  productRoom,
  redeemCartCoupon,
  shippingRateOfForm,
  type CartRow,
  type LineRow,
} from '@folio/cart-server';
import type { Database } from '@folio/db';
import { bundleParts, lockStock, type OrderFormRow } from '@folio/order-forms-server';
import { conflict } from './checkout-errors.js';

/**
 * Every line of the cart holds its units, under the stock rows' locks: a lapsed hold is taken again
 * when the units are free, else the placement stops with 409 out_of_stock (before any payment).
 * Every line's hold then runs to `holdUntil` (the payment window).
 */
export async function holdEveryLine(tx: Database, lines: readonly LineRow[], at: Date, holdUntil: Date): Promise<void> {
  const bundleIds = lines.flatMap((row) => (row.line.bundleId ? [row.line.bundleId] : []));
  const parts = await bundleParts(tx, bundleIds);
  const productIds = [
    ...lines.flatMap((row) => (row.line.productId ? [row.line.productId] : [])),
    ...[...parts.values()].flat().map((part) => part.productId),
  ];
  const locked = await lockStock(tx, productIds, bundleIds);
  for (const { line } of lines) {
    if (line.heldUntil.getTime() > at.getTime()) continue;
    const held = await heldUnits(tx, { productIds, bundleIds }, at, [line.id]);
    const room = line.productId
      ? productRoom(locked.products.get(line.productId) ?? { id: line.productId, stockLimit: 0, stockSold: 0 }, held)
      : bundleRoom(
          locked.bundles.get(line.bundleId!) ?? { id: line.bundleId!, stockLimit: 0, stockSold: 0 },
          parts.get(line.bundleId!) ?? [],
          locked.products,
          held,
        );
    if (room !== null && room < line.quantity) {
      throw conflict('out_of_stock', 'Some items in your cart are no longer available in the quantity you chose.');
    }
    // Held now, so the next lapsed line counts it.
    await holdLine(tx, line.id, at);
  }
  if (lines.length > 0) await holdCartLinesUntil(tx, lines[0]!.line.cartId, holdUntil, at);
}

const COUPON_EXHAUSTED = {
  usage_limit: 'This coupon has reached its usage limit. Remove it to check out.',
  per_customer_limit: 'You have already used this coupon as many times as it allows.',
} as const;

/** The cart's coupon, redeemed under its row's lock (see `redeemCartCoupon`); a limit without room is a 409. */
export async function redeemCoupon(
  tx: Database,
  cart: CartRow,
  form: OrderFormRow,
  userId: string,
  subtotal: number,
  at: Date,
) {
  const redeemed = await redeemCartCoupon(tx, cart, form, userId, subtotal, at);
  if (redeemed.exhausted !== undefined) throw conflict('coupon_exhausted', COUPON_EXHAUSTED[redeemed.exhausted]);
  return redeemed;
}

/** The chosen shipping rate's price (0 for pickup, or a form that does not ship). */
export async function shippingOf(tx: Database, cart: CartRow, form: OrderFormRow) {
  if (!form.shipping || !cart.shippingRateId) return { price: 0, rate: null };
  const rate = await shippingRateOfForm(tx, cart.shippingRateId, form.id);
  return rate ? { price: rate.priceMinor, rate } : { price: 0, rate: null };
}
