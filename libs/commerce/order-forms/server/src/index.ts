// Public API of @folio/order-forms-server: order forms and what they sell.
export {
  VARIANT_KINDS,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
  type BundleRow,
  type BundleProductRow,
} from './order-form.table.js';
export {
  formById,
  formsByIds,
  formByIdOrUid,
  formIdsOfEvent,
  formsOfSellers,
  formsOldestFirst,
  authorWithMostForms,
  productWithVariants,
  bundleParts,
  bundlesContaining,
  bundleWithParts,
  goodsByIds,
  rowsFromJson,
  type BundlePart,
  type Goods,
} from './order-form.reads.js';
export { lockStock, changeSoldUnits } from './order-form.stock.js';
export { type CatalogRefsPort, type StockReader, stockState } from './ports.js';
export { isOrderFormOpen, utcDay } from './order-form-status.js';
export { catalogStoresPort, type CatalogStoresPort, type StoreBookOffer } from './catalog-stores.port.js';
export {
  orderFormsSeeder,
  ORDER_FORMS_SEEDER_NAME,
  type DemoStoresWorld,
  type DemoStoreEvent,
  type DemoStoreSeller,
  type DemoStoreBook,
} from './seed/order-forms.seeder.js';
export { orderFormsRoutes } from './order-forms.routes.js';
export { orderFormService, type OrderFormsDeps } from './order-form.service.js';
export { soldOnlyStock } from './order-form-stock.js';
export { orderFormPageData, orderFormPageHeads } from './order-form-page-heads.js';
