// Public API of @folio/orders-server: the operations on orders, their lines, instalments and
// transactions (the tables stay inside: see ./schema), the reader's order reads and cancelling.
export {
  type OrderRow,
  type OrderLineRow,
  type InstalmentRow,
  type TransactionRow,
  type OrderLineChoiceSnapshot,
} from './orders.table.js';
export { ORDERS_CRASH_POINTS, type OrdersCrashPoint, type OrdersDeps } from './orders-deps.js';
export { transitionInstalment, transitionOrder, transitionTransaction } from './orders.lifecycle.js';
export { noticeOrder, type OrderNotice } from './order-notices.js';
export { createOrder, type NewOrder } from './order-create.js';
export { ordersRoutes } from './orders.routes.js';
export { ordersService, ownOrder, ORDER_NOT_FOUND, type OrdersService } from './orders.service.js';
export { orderViews, toInstalment, toTransaction } from './order-view.js';
export {
  cancellable,
  cancelRefusal,
  cancellationOf,
  refundsDue,
  strayPayments,
  STRAY_CHARGE_REFUND_MESSAGE,
  type RefundDue,
} from './order-cancellation.js';
export {
  cancelOrder,
  countRefund,
  finishCancelledRefunds,
  refundOrder,
  NOT_CANCELLABLE,
  CHARGE_IN_PROGRESS,
} from './order-cancel.js';
export { applyStockEffect } from './stock-effect.js';
export { pickupCodes, randomCode } from './pickup-code.js';
export { OrdersMail, defineOrdersMail, queueCancelledMail } from './orders-mail.js';
export { formSales, type FormSalesCounts } from './form-sales.js';
export {
  cartAwaitsPayment,
  latestOrderOfCart,
  liveOrderOfCart,
  lockOrder,
  orderById,
  orderByPaymentId,
  orderWithBuyer,
  pendingOrdersByCart,
  unpaidOrdersDue,
} from './order-lookups.js';
export {
  attachPlacementPayment,
  completeIfPlanPaid,
  countInstalmentPayment,
  payOrder,
  pendingRefundsWith,
  recordCharge,
  recordFailedPayment,
  recordRefund,
  refundRecordedFor,
  transactionsOf,
} from './order-payments.js';
export {
  instalmentById,
  instalmentByPaymentId,
  instalmentWithOrder,
  lockInstalment,
  scheduledInstalmentIds,
} from './instalment-reads.js';
export {
  CHARGEABLE_ORDER_STATUS,
  claimInstalmentReminders,
  countInstalmentAttempt,
  lockDueInstalments,
  noteInstalmentDecline,
  openEarlyAttempt,
  postponeInstalment,
  storeEarlyPayment,
  type DueInstalment,
} from './instalment-charges.js';
export { unitsBought, type UnitsBought } from './customer-purchases.js';
