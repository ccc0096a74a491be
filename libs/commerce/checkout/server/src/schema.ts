// The tables of @folio/checkout-server, for foreign keys only: another package's `*.table.ts` may reference
// them, and tests may stage and inspect rows. Production code outside this package calls its
// operations instead (the `@folio/*-server/schema` import is refused elsewhere by lint).
export { paymentNotifications, checkoutRequests, paymentCustomers } from './checkout.table.js';
export { instalmentSchedule } from './instalments/instalment-schedule.table.js';
