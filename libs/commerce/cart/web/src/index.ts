// Public API of @folio/cart: carts in the browser (spec sections 3, 4, 5, 8 and 9): the cart calls,
// their queries and mutations, adding to the cart, and the cart pages. The header's link is its
// own entry, `@folio/cart/header`.
export { cartSessionUid, hasCartSession, newSessionUid } from './cart.session';
export {
  initCart,
  fetchCart,
  fetchCartList,
  fetchCartSummary,
  addCartItem,
  removeCartItem,
  adjustCartItem,
  saveCartMessage,
  deleteCart,
  setPendingOrder,
  fetchCartItems,
  checkCartStock,
  fetchShippingOptions,
  fetchCartOrder,
  applyCoupon,
  removeCoupon,
  revalidateCoupon,
} from './cart.api';
export type { AddLineInput, CartListResponse, CallOptions } from './cart.api';
export {
  cartKeys,
  cartSummaryQueryOptions,
  cartListQueryOptions,
  cartQueryOptions,
  cartOrderQueryOptions,
  shippingOptionsQueryOptions,
} from './cart.queries';
export type { CartListFilters } from './cart.queries';
export {
  useAdjustQuantity,
  useRemoveLine,
  useSaveMessage,
  useApplyCoupon,
  useRemoveCoupon,
  useCheckStock,
  useDeleteCart,
} from './cart.mutations';
export type { QuantityChange } from './cart.mutations';
export { currentOrderFormIdAtom } from './cart.atoms';
export { cartSubtotal, cartQuantity, totalQuantity, summaryOfForm } from './cart-totals';
export type { CartLine } from './cart-lines';
export { useAddToCart } from './use-add-to-cart';
export { useDeferredAddToCart } from './use-deferred-add-to-cart';
export type { AddToCart, AddProductInput, AddBundleInput } from './use-add-to-cart';
export { useCurrentCart } from './use-current-cart';
export { useCartSessionSync } from './use-cart-session';
export { CartsPage } from './pages/carts-page';
export { CartPage } from './pages/cart-page';
export { CartCancelPage } from './pages/cart-cancel-page';
export { OrderSummaryRows, type OrderSummaryRowsProps } from './pages/order-summary-rows';
export { CouponBox } from './pages/coupon-box';
export { Outcome, Panel, type OutcomeState } from './pages/cart-panel';
export { cartsHead, cartHead, cartCancelHead } from './cart.head';
