// Public API of @folio/checkout-server: list every export by name.
export { greeting } from './greeting.js';
