// Test helpers of @folio/orders: factories of orders, plans, transactions and events that follow
// @folio/orders-contract, and a stateful in-memory orders server (msw handlers built with `api`
// of @folio/testing).
export {
  testUuid,
  testOrderNumber,
  anOrderEvent,
  aSeller,
  anOrderLine,
  anOrder,
  anInstalment,
  aPaymentPlan,
  aTransaction,
  someTerms,
  anEventOrders,
  anAccountEvent,
  TEST_PICKUP_CODE,
} from './order-factories';
export { createOrdersFake, type OrdersFake, type OrdersFakeSeed } from './orders-fake';
export { orderTestRoutes, renderOrderRoutes } from './order-routes';
