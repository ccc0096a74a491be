// Public API of @folio/orders-server: the orders tables, the reader's order reads and cancelling (issue 12).
export {
  ORDER_STATUSES,
  LIVE_ORDER_STATUSES,
  INSTALMENT_STATUSES,
  orders,
  orderLines,
  instalments,
  transactions,
  eventPickupCodes,
  type OrderRow,
  type OrderLineRow,
  type InstalmentRow,
  type TransactionRow,
  type OrderLineChoiceSnapshot,
} from './orders.table.js';
export type { OrdersDeps } from './orders-deps.js';
export { ordersRoutes } from './orders.routes.js';
export { ordersService, ownOrder, ORDER_NOT_FOUND, type OrdersService } from './orders.service.js';
export { orderViews, toInstalment, toTransaction, cancellable } from './order-view.js';
export { cancelOrder, refundOrder, NOT_CANCELLABLE } from './order-cancel.js';
export { applyStockEffect } from './stock-effect.js';
export { newOrderNumber, pickupCode, randomCode } from './pickup-code.js';
