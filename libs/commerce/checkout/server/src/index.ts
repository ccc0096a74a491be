// Public API of @folio/checkout-server: placing orders, the paid transition, the webhook (issue 12).
export { paymentNotifications, checkoutRequests, paymentCustomers } from './checkout.table.js';
// The instalment scheduler (src/instalments).
export {
  createInstalmentScheduler,
  instalmentChargeKey,
  type InstalmentScheduler,
  type InstalmentSchedulerDeps,
  type RunSummary,
} from './instalments/instalment-scheduler.js';
export { defineInstalmentMail, InstalmentMail } from './instalments/instalment-mail.js';
export { instalmentChargeInFlight } from './instalments/instalment.repo.js';
export { instalmentSchedule, type InstalmentScheduleRow } from './instalments/instalment-schedule.table.js';
export type { MissedPaymentOutcome, OrderCancelledHook } from './instalments/instalment-record.js';
