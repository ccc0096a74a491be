// Public API of @folio/checkout-server: placing orders, the paid transition, the webhook (issue 12).
export { paymentNotifications, checkoutRequests, paymentCustomers } from './checkout.table.js';
