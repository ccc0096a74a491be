// Test helpers of @folio/checkout-server: checkout and orders over the auth test app with the embedded provider.
export { createCheckoutTestApp, CARDS, WEBHOOK_SECRET, type CheckoutTestApp, type Reply } from './checkout-test-app.js';
