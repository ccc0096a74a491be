// Public API of @folio/checkout: the checkout screens (issue 12): paying a cart in full or by
// deposit, the payment step (its form comes through the `renderPayment` slot), the success pages,
// the carts ready to pay and paying an instalment early, with their calls and queries.
export {
  placeOrder,
  updateQtySold,
  chooseShipping,
  fetchDepositQuote,
  fetchPlacedOrder,
  fetchReadyCarts,
  fetchOrder,
  fetchPaymentPlan,
  fetchInstalment,
  payInstalment,
} from './checkout.api';
export {
  checkoutKeys,
  readyCartsQueryOptions,
  depositQuoteQueryOptions,
  placedOrderQueryOptions,
  orderQueryOptions,
  paymentPlanQueryOptions,
  instalmentQueryOptions,
  PAYMENT_POLL_MS,
} from './checkout.queries';
export { CheckoutReturnSearch } from './checkout-search';
export { resolveCart, cartByParamQueryOptions, CartNotFoundError } from './resolve-cart';
export { useAttemptKeys, leavesAttemptOpen, type AttemptKeys } from './idempotency';
export type { PaymentResult, PaymentSlotProps, RenderPayment } from './payment-slot';
export { CheckoutPage, type CheckoutPageProps } from './pages/checkout-page';
export { DepositPage, type DepositPageProps } from './pages/deposit-page';
export { CheckoutSuccessPage, OrderPaidPage, type ReturnedPayment } from './pages/success-pages';
export { ViewOrderPage } from './pages/view-order-page';
export { ReadyCartsPage } from './pages/ready-page';
export { InstalmentPayPage, InstalmentPaidPage } from './pages/instalment-pages';
export { PaymentStep, type PaymentStepProps } from './pages/payment-step';
export {
  checkoutHead,
  depositHead,
  checkoutSuccessHead,
  viewOrderHead,
  readyCartsHead,
  orderPaidHead,
  instalmentHead,
  instalmentPaidHead,
  CART_STEPS,
  isCartStep,
  cartStepHead,
  checkoutScreenOf,
  checkoutScreenHead,
  type CartStep,
  type CheckoutScreen,
} from './checkout.head';
