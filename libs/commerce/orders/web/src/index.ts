// Public API of @folio/orders: orders in the browser (issue 12): the orders calls, their queries
// and the cancel mutation, and the pages /orders, /orders/by-event (and past), /order/{order_number}
// with its tabs, and the account's events with their orders. Test helpers: '@folio/orders/testing'.
export {
  fetchOrders,
  fetchOrdersByEvent,
  fetchOrder,
  fetchOrderTerms,
  fetchPaymentPlan,
  fetchTransactions,
  cancelOrder,
  giveUpOrder,
  fetchAccountEvents,
  fetchAccountEventOrders,
  ORDERS_PER_PAGE,
  type CallOptions,
} from './orders.api';
export {
  orderKeys,
  ordersQueryOptions,
  ordersByEventQueryOptions,
  orderQueryOptions,
  orderTermsQueryOptions,
  paymentPlanQueryOptions,
  transactionsQueryOptions,
  accountEventsQueryOptions,
  accountEventOrdersQueryOptions,
} from './orders.queries';
export { useCancelOrder, useGiveUpOrder } from './orders.mutations';
export { ordersPage } from './orders.search';
export { OrdersPage } from './pages/orders-page';
export { OrdersByEventPage, type EventsPeriod } from './pages/orders-by-event-page';
export { OrderLayout, useOrder } from './pages/order-layout';
export { OrderSummaryPage } from './pages/order-summary-page';
export { OrderTermsPage } from './pages/order-terms-page';
export { OrderCancelPage } from './pages/order-cancel-page';
export { OrderPlanPage } from './pages/order-plan-page';
export { OrderTransactionsPage } from './pages/order-transactions-page';
export { OrderTabPage, orderTab } from './pages/order-tab-page';
export { AccountEventsPage } from './pages/account-events-page';
export { AccountEventOrdersPage } from './pages/account-event-orders-page';
