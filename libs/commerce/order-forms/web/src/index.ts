// Public API of @folio/order-forms: the /orderform/{slug} page, its query and its head.
export { OrderFormPage } from './order-form-page';
export type { OrderFormPageProps, AddProductInput, AddBundleInput } from './order-form-page';
export { OrderFormPageSkeleton } from './order-form-skeleton';
export { orderFormQueryOptions, orderFormKeys } from './order-forms.queries';
export { fetchOrderForm, type CallOptions } from './order-forms.api';
export { orderFormHead } from './order-form.head';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { depositWords, instalmentWords, stockWords, maxQuantity, formatCloseDate } from './order-form-words';
