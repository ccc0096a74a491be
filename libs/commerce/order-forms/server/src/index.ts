// Public API of @folio/order-forms-server: order forms and what they sell.
export {
  orderForms,
  orderFormBooks,
  products,
  productVariants,
  bundles,
  bundleProducts,
  VARIANT_KINDS,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
  type BundleRow,
  type BundleProductRow,
} from './order-form.table.js';
