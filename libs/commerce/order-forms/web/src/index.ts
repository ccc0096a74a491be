// Public API of @folio/order-forms: the /orderform/{slug} page, its loader and its head.
export { OrderFormPage } from './order-form-page';
export type { OrderFormPageProps, AddProductInput, AddBundleInput } from './order-form-page';
export { OrderFormPageSkeleton } from './order-form-skeleton';
export { loadOrderForm } from './order-forms.load';
export { fetchOrderForm, type CallOptions } from './order-forms.api';
export { orderFormHead } from './order-form.head';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { depositWords, instalmentWords, stockWords, maxQuantity, formatCloseDate } from './order-form-words';
