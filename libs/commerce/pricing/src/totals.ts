/**
 * A cart's and an order's totals, in integer minor units: the one place the cart's answer, the
 * placed order and the browser's previews compute them.
 */

/** What a line contributes: its total for every unit (options and bundle parts included). */
export interface PricedLine {
  price_total: number;
}

/** The sum of the lines' totals. */
export function subtotalOf(items: { products: readonly PricedLine[]; bundles: readonly PricedLine[] }): number {
  return (
    items.products.reduce((sum, line) => sum + line.price_total, 0) +
    items.bundles.reduce((sum, line) => sum + line.price_total, 0)
  );
}

export interface CouponTerms {
  kind: string;
  amountMinor: number | null;
  percent: number | null;
}

/** What a coupon takes off a subtotal: an amount, or a percentage rounded down; never more than the subtotal. */
export function discountOf(coupon: CouponTerms, subtotalMinor: number): number {
  const off =
    coupon.kind === 'amount' ? (coupon.amountMinor ?? 0) : Math.floor((subtotalMinor * (coupon.percent ?? 0)) / 100);
  return Math.min(subtotalMinor, Math.max(0, off));
}

/** The order's total: the subtotal less its discount, plus shipping. */
export function orderTotal({
  subtotalMinor,
  discountMinor,
  shippingMinor,
}: {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
}): number {
  return subtotalMinor - Math.min(discountMinor, subtotalMinor) + shippingMinor;
}
