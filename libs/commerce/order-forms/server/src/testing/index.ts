// Test helpers of @folio/order-forms-server, imported as '@folio/order-forms-server/testing'.
export {
  orderFormFixtures,
  fakeCatalogRefs,
  type FormFixture,
  type ProductFixture,
  type BundleFixture,
} from './order-form-fixtures.js';
