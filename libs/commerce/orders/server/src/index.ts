// Public API of @folio/orders-server: the orders tables, reads and cancelling (issue 12).
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
