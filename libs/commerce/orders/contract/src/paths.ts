/** The orders API (issue 12). `{order_number}` is the human number (`FO-XXXXXX`). */
export const ORDERS_BASE_PATH = '/api/orders';

const order = (orderNumber: string) => `${ORDERS_BASE_PATH}/${encodeURIComponent(orderNumber)}`;
const instalment = (id: string) => `/api/installments/${encodeURIComponent(id)}`;
const pastQuery = (past: boolean) => (past ? '?past=1' : '?past=0');

export const orderPaths = {
  list: ORDERS_BASE_PATH,
  byEvent: (past = false) => `${ORDERS_BASE_PATH}/by-event${pastQuery(past)}`,
  order,
  terms: (orderNumber: string) => `${order(orderNumber)}/terms`,
  paymentPlan: (orderNumber: string) => `${order(orderNumber)}/payment-plan`,
  transactions: (orderNumber: string) => `${order(orderNumber)}/transactions`,
  cancel: (orderNumber: string) => `${order(orderNumber)}/cancel`,
  /** An order waiting for payment: its open payment, to confirm again (POST). */
  pay: (orderNumber: string) => `${order(orderNumber)}/pay`,
  /** An order waiting for payment, given up by the reader (POST): its holds end, its cart reopens. */
  giveUp: (orderNumber: string) => `${order(orderNumber)}/give-up`,
  instalment,
  payInstalment: (id: string) => `${instalment(id)}/pay`,
  accountEvents: (past = false) => `/api/account/events${pastQuery(past)}`,
  accountEventOrders: (slug: string) => `/api/account/events/${encodeURIComponent(slug)}/orders`,
} as const;

/** Route patterns of the same calls, for the server's Hono sub-app (mounted at the root). */
export const orderRoutePatterns = {
  list: ORDERS_BASE_PATH,
  byEvent: `${ORDERS_BASE_PATH}/by-event`,
  order: `${ORDERS_BASE_PATH}/:orderNumber`,
  terms: `${ORDERS_BASE_PATH}/:orderNumber/terms`,
  paymentPlan: `${ORDERS_BASE_PATH}/:orderNumber/payment-plan`,
  transactions: `${ORDERS_BASE_PATH}/:orderNumber/transactions`,
  cancel: `${ORDERS_BASE_PATH}/:orderNumber/cancel`,
  pay: `${ORDERS_BASE_PATH}/:orderNumber/pay`,
  giveUp: `${ORDERS_BASE_PATH}/:orderNumber/give-up`,
  instalment: '/api/installments/:id',
  payInstalment: '/api/installments/:id/pay',
  accountEvents: '/api/account/events',
  accountEventOrders: '/api/account/events/:slug/orders',
} as const;

const orderPage = (orderNumber: string) => `/order/${encodeURIComponent(orderNumber)}`;

/** The order screens. */
export const orderPagePaths = {
  orders: '/orders',
  byEvent: '/orders/by-event',
  byEventPast: '/orders/by-event/past',
  order: orderPage,
  terms: (orderNumber: string) => `${orderPage(orderNumber)}/terms`,
  cancel: (orderNumber: string) => `${orderPage(orderNumber)}/cancel`,
  paymentPlan: (orderNumber: string) => `${orderPage(orderNumber)}/payment-plan`,
  transactions: (orderNumber: string) => `${orderPage(orderNumber)}/transactions`,
  accountEvents: '/account/events',
  accountEventsPast: '/account/events/past',
  accountEventOrders: (slug: string) => `/account/event/${encodeURIComponent(slug)}/orders`,
} as const;
