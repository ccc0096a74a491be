// Test helpers of @folio/order-forms, imported as '@folio/order-forms/testing': a form factory that
// matches the contract, and msw handlers for the real @folio/http client.
export { anOrderForm, aProduct, aBundle, aVariant } from './order-form-factory';
export { orderFormHandler, orderFormAnswer } from './order-forms-handlers';
