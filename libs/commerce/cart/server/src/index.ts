// Public API of @folio/cart-server: carts, stock holds, coupons and shipping rates.
export {
  carts,
  cartItems,
  cartItemVariants,
  coupons,
  couponRedemptions,
  shippingRates,
  CART_STATUSES,
  COUPON_KINDS,
  type CartRow,
  type CartItemRow,
  type CartItemVariantRow,
  type CouponRow,
  type ShippingRateRow,
} from './cart.table.js';
