// Public API of @folio/checkout-contract: placing orders from carts, confirming payments, the
// shipping choice and the checkout screens' paths (issue 12).
export {
  PlaceOrderInput,
  type Fulfilment,
  PlaceOrderResponse,
  CHECKOUT_CONFLICT_CODES,
  CheckoutConflict,
  UpdateQtySoldInput,
  ShippingChoiceInput,
  ReadyCart,
  ReadyCartsResponse,
  DepositQuote,
  DepositQuoteResponse,
  PlacedOrderResponse,
} from './checkout.schema.js';
export { checkoutPaths, checkoutRoutePatterns, checkoutPagePaths, CHECKOUT_PAGE_TITLES } from './paths.js';
export { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@folio/orders-contract';
