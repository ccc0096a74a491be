// Test helpers of @folio/cart-server: order-form fixtures and a catalog port stand-in.
export { cartFixtures, fakeCatalog } from './cart-fixtures.js';
