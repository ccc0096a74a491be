// Public API of @folio/orders-server: list every export by name.
export { greeting } from './greeting.js';
