// Public API of @folio/checkout-server: placing orders from carts, the one paid transition, the
// payment notification webhook, unpaid orders' expiry and early instalment payments (issue 12).
export { paymentNotifications, checkoutRequests, paymentCustomers } from './checkout.table.js';
export { type CheckoutDeps, PAYMENT_WINDOW_MS } from './checkout-deps.js';
export { checkoutRoutes, paymentWebhookRoutes } from './checkout.routes.js';
export { applyPayment, type ApplyOutcome, type ApplyResult } from './apply-payment.js';
export { handleNotification, recordPaymentFailure } from './notifications.js';
export { expireDueOrders, expireOrder } from './expiry.js';
export { placeOrder } from './placement.js';
export { payInstalment, instalmentDetail } from './instalment-pay.js';
export { CheckoutMail, defineCheckoutMail, queueMail } from './checkout-mail.js';
export { customerOf } from './provider-payment.js';
export { idempotent, type Answer } from './idempotent.js';
