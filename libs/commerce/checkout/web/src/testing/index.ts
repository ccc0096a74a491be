// Test helpers of @folio/checkout: a stateful in-memory checkout server (msw handlers built with
// `api` of @folio/testing) that follows the checkout and orders contracts, and factories.
export { createCheckoutFake } from './checkout-fake';
export type { CheckoutFake, CheckoutFakeOptions, PlacementCall, PlacementRefusal } from './checkout-fake';
export { anOrder, anOrderNumber, aPayment, aDepositQuote, anInstalment } from './checkout-factories';
export { TestPaymentForm, renderTestPayment } from './payment-slot';
