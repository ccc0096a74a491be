// Public API of @folio/order-forms-contract: the order form as the browser and the API share it.
export {
  Id,
  Slug,
  SLUG_PATTERN,
  IsoDate,
  IsoDateTime,
  CurrencyCode,
  CountryCode,
  MinorUnits,
  Count,
  SELLER_KINDS,
  OrderFormSeller,
  OrderFormEvent,
} from './common.schema.js';
export {
  VARIANT_KINDS,
  VariantKind,
  ProductVariant,
  StockState,
  Product,
  BundleProduct,
  Bundle,
  DepositPolicy,
  InstalmentPolicy,
  OrderForm,
  OrderFormResponse,
  LOW_STOCK_THRESHOLD,
} from './order-form.schema.js';
export { ORDER_FORMS_BASE_PATH, orderFormPaths, orderFormPagePath } from './paths.js';
export { orderFormPageHead } from './order-form-page-head.js';
export { orderFormAnalyticsContext, type OrderFormAnalyticsSource } from './order-form-analytics.js';
export { formBesideSeller, formLine, formNamesOf, titleBesideSeller, type FormNames } from './order-form-names.js';
