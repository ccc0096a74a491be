// Public API of @folio/cart-server: carts, stock holds, coupons and shipping rates.
export {
  COUPON_KINDS,
  type CartRow,
  type CartItemRow,
  type CartItemVariantRow,
  type CouponRow,
  type ShippingRateRow,
} from './cart.table.js';
export { transitionCart } from './cart.lifecycle.js';
export { cartRoutes } from './cart.routes.js';
export type { CartDeps } from './cart-deps.js';
export { cartService, CART_REFUSED, type CartService } from './cart.service.js';
export { cartStockReader } from './stock.js';
export { mergeGuestCarts, cartSignInHook, type MergeNotice } from './cart-merge.js';
export { cartSeeder, CART_SEEDER_NAME } from './cart.seeder.js';
// For checkout (issue 12): the stock counts, the cart views, and its operations on carts, holds,
// coupon uses and shipping choices.
export { heldUnits, productRoom, bundleRoom, HOLDING_STATUSES, type HeldUnits } from './stock.js';
export { cartViews, itemsOf, lineRows, loadItems, type LineRow } from './cart-view.js';
export { newCartUid, isOwner } from './cart.service.js';
export { cartById, holdingCartsOf } from './cart.reads.js';
export { holdLine, holdCartLinesUntil } from './line-holds.js';
export { redeemCartCoupon, giveBackCouponUse, type CouponRedemption } from './coupon-redemptions.js';
export { shippingRateOfForm, setCartShipping } from './cart-shipping.js';
