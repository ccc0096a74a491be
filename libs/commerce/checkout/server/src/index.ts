// Public API of @folio/checkout-server: placing orders from carts, the one paid transition, the
// payment notification webhook, unpaid orders' expiry and early instalment payments (issue 12).
export {
  type CheckoutDeps,
  type CheckoutCrashPoint,
  CHECKOUT_CRASH_POINTS,
  PAYMENT_WINDOW_MS,
} from './checkout-deps.js';
export { checkoutRoutes, paymentWebhookRoutes } from './checkout.routes.js';
export { applyPayment, type ApplyOutcome, type ApplyResult } from './apply-payment.js';
export { handleNotification, recordPaymentFailure } from './notifications.js';
export { expireDueOrders, expireOrder } from './expiry.js';
export { placeOrder } from './placement.js';
export { payInstalment, instalmentDetail } from './instalment-pay.js';
export { CheckoutMail, defineCheckoutMail, queueMail } from './checkout-mail.js';
export { customerOf } from './provider-payment.js';
export { ABANDONED_CLAIM_MS, idempotent, type Answer, type ClaimOwner } from './idempotent.js';
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
export { type InstalmentScheduleRow } from './instalments/instalment-schedule.table.js';
export type { MissedPaymentOutcome, OrderCancelledHook } from './instalments/instalment-record.js';
