// Public API of @folio/orders-contract: orders, payment plans, instalments and transactions as
export {
  ORDER_LIFECYCLE,
  INSTALMENT_LIFECYCLE,
  TRANSACTION_LIFECYCLE,
  type OrderTransition,
  type OrderState,
  type InstalmentTransition,
  type InstalmentState,
  type TransactionTransition,
  type TransactionState,
} from './lifecycles.js';
// the browser and the API share them (issue 12).
export {
  ORDER_STATUSES,
  OrderStatus,
  ORDER_NUMBER_PATTERN,
  OrderNumber,
  PAYMENT_MODES,
  PaymentMode,
  OrderLineChoice,
  OrderLine,
  OrderSeller,
  OrderEvent,
  OrderFormRef,
  PickupCode,
  OrderCancellation,
  NextDue,
  Order,
  OrderResponse,
  OrderListResponse,
  OrderListQuery,
  TermsSnapshot,
  TermsResponse,
} from './order.schema.js';
export {
  INSTALMENT_STATUSES,
  InstalmentStatus,
  Instalment,
  PaymentPlan,
  PaymentPlanResponse,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  Transaction,
  TransactionListResponse,
  InstalmentDetail,
  InstalmentResponse,
  PaymentToConfirm,
  PayInstalmentResponse,
} from './plan.schema.js';
export {
  PastQuery,
  MoneyTotals,
  PICKUP_CODE_PATTERN,
  EventOrders,
  EventOrdersListResponse,
  AccountEvent,
  AccountEventListResponse,
  AccountEventOrdersResponse,
} from './by-event.schema.js';
export {
  CANCEL_REASON_MAX,
  CancelOrderInput,
  CancelOrderResponse,
  CANCEL_POLICIES,
  type CancelPolicy,
} from './cancel.schema.js';
export { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from './idempotency.js';
export { ORDERS_BASE_PATH, orderPaths, orderRoutePatterns, orderPagePaths } from './paths.js';
