// Test helpers of @folio/cart: a stateful in-memory cart server (msw handlers built with `api` of
// @folio/testing) that follows @folio/cart-contract, and factories of carts and forms.
export { createCartFake } from './cart-fake';
export type { CartFake, CallKind, FakeForm, FakeProduct, FakeBundle, FakeVariant, Refusal } from './cart-fake';
export { aCart, aCartOrderForm, aCartProductItem, testUuid, TEST_SESSION_UID, setTestSession } from './cart-factories';
