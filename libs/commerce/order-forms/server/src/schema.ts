// The tables of @folio/order-forms-server, for foreign keys only: another package's `*.table.ts` may reference
// them, and tests may stage and inspect rows. Production code outside this package calls its
// operations instead (the `@folio/*-server/schema` import is refused elsewhere by lint).
export { orderForms, orderFormBooks, products, productVariants, bundles, bundleProducts } from './order-form.table.js';
