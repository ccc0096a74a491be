// The tables of @folio/cart-server, for foreign keys only: another package's `*.table.ts` may reference
// them, and tests may stage and inspect rows. Production code outside this package calls its
// operations instead (the `@folio/*-server/schema` import is refused elsewhere by lint).
export { carts, cartItems, cartItemVariants, coupons, couponRedemptions, shippingRates } from './cart.table.js';
