// Public API of @folio/cart-contract: the cart calls of spec section 7, shared by browser and API.
export { CART_LIFECYCLE, type CartTransition, type CartState } from './lifecycle.js';
export {
  SESSION_COOKIE_NAME,
  SESSION_COOKIE_DAYS,
  SESSION_UID_PATTERN,
  SessionUid,
  MAX_LINE_QUANTITY,
  MAX_MESSAGE_LENGTH,
  HOLD_MINUTES,
} from './common.schema.js';
export {
  CART_STATUSES,
  CartStatus,
  LineHold,
  CartProductItem,
  ChosenVariant,
  CartBundleItem,
  CartItems,
  CartOrderForm,
  AppliedCoupon,
  ShippingOption,
  Cart,
  CartResponse,
  CartListResponse,
  CartSummary,
  CartSummaryResponse,
  CartItemsResponse,
  STOCK_LINE_STATUSES,
  StockCheckLine,
  StockCheckResponse,
  ShippingOptionsResponse,
  CartOrderPreview,
  CartOrderResponse,
  CouponRevalidateResponse,
  MessageResponse,
} from './cart.schema.js';
export {
  ProductVariantChoice,
  AddCartItemInput,
  RemoveCartItemInput,
  AdjustCartItemInput,
  CartMessageInput,
  CouponInput,
  SessionQuery,
  ShippingOptionsQuery,
  CART_SORT_FIELDS,
  CartListQuery,
} from './cart-input.schema.js';
export { CART_BASE_PATH, cartPaths, cartPagePaths } from './paths.js';
export { CART_TEXT, CART_TOAST_DURATION_MS } from './messages.js';
