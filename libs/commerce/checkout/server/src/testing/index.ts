// Test helpers of @folio/checkout-server: checkout and orders over the auth test app with the embedded provider.
export {
  createCheckoutTestApp,
  CARDS,
  WEBHOOK_SECRET,
  type CheckoutTestApp,
  type CheckoutTestAppOptions,
  type Reply,
} from './checkout-test-app.js';
// The test-only switches on CheckoutDeps: exported here alone, never from the package's main entry.
export { TEST_ONLY_SWITCHES, type CheckoutTestSwitches } from '../checkout-deps.js';
export {
  instalmentFixtures,
  TEST_CARDS,
  type DepositOrder,
  type DepositOrderInput,
} from '../instalments/testing/instalment-fixtures.js';
