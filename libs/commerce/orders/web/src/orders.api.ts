import type { HttpClient } from '@folio/http';
import {
  AccountEventListResponse,
  AccountEventOrdersResponse,
  CancelOrderResponse,
  EventOrdersListResponse,
  OrderListResponse,
  orderPaths,
  OrderResponse,
  PaymentPlanResponse,
  TermsResponse,
  TransactionListResponse,
} from '@folio/orders-contract';

/** A read's abort signal (react-query passes one per query). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** How many orders `/orders` shows on a page. */
export const ORDERS_PER_PAGE = 10;

/** `GET /api/orders?page=`: the reader's orders, newest first. */
export function fetchOrders(http: HttpClient, page: number, call: CallOptions = {}): Promise<OrderListResponse> {
  return http.get(orderPaths.list, {
    ...call,
    searchParams: { page, per_page: ORDERS_PER_PAGE },
    schema: OrderListResponse,
  });
}

/** `GET /api/orders/by-event?past=`: one entry per event across every seller. */
export function fetchOrdersByEvent(
  http: HttpClient,
  past: boolean,
  call: CallOptions = {},
): Promise<EventOrdersListResponse> {
  return http.get(orderPaths.byEvent(past), { ...call, schema: EventOrdersListResponse });
}

/** `GET /api/orders/{order_number}` (404 when it is not the reader's). */
export function fetchOrder(http: HttpClient, orderNumber: string, call: CallOptions = {}): Promise<OrderResponse> {
  return http.get(orderPaths.order(orderNumber), { ...call, schema: OrderResponse });
}

/** `GET .../terms`: the terms as the buyer accepted them. */
export function fetchOrderTerms(http: HttpClient, orderNumber: string, call: CallOptions = {}): Promise<TermsResponse> {
  return http.get(orderPaths.terms(orderNumber), { ...call, schema: TermsResponse });
}

/** `GET .../payment-plan`: `{data: null}` for an order paid in full. */
export function fetchPaymentPlan(
  http: HttpClient,
  orderNumber: string,
  call: CallOptions = {},
): Promise<PaymentPlanResponse> {
  return http.get(orderPaths.paymentPlan(orderNumber), { ...call, schema: PaymentPlanResponse });
}

/** `GET .../transactions`: charges, refunds and failures, with the provider's words. */
export function fetchTransactions(
  http: HttpClient,
  orderNumber: string,
  call: CallOptions = {},
): Promise<TransactionListResponse> {
  return http.get(orderPaths.transactions(orderNumber), { ...call, schema: TransactionListResponse });
}

/** `POST .../give-up`: an order waiting for payment is given up; its items go back to its cart. */
export function giveUpOrder(http: HttpClient, orderNumber: string): Promise<OrderResponse> {
  return http.post(orderPaths.giveUp(orderNumber), { schema: OrderResponse });
}

/** `POST .../cancel`: cancels under the form's policy and refunds through the provider. */
export function cancelOrder(http: HttpClient, orderNumber: string, reason = ''): Promise<CancelOrderResponse> {
  return http.post(orderPaths.cancel(orderNumber), { json: { reason }, schema: CancelOrderResponse });
}

/** `GET /api/account/events?past=`: the events the reader ordered for. */
export function fetchAccountEvents(
  http: HttpClient,
  past: boolean,
  call: CallOptions = {},
): Promise<AccountEventListResponse> {
  return http.get(orderPaths.accountEvents(past), { ...call, schema: AccountEventListResponse });
}

/** `GET /api/account/events/{slug}/orders` (404 when the reader has no orders there). */
export function fetchAccountEventOrders(
  http: HttpClient,
  slug: string,
  call: CallOptions = {},
): Promise<AccountEventOrdersResponse> {
  return http.get(orderPaths.accountEventOrders(slug), { ...call, schema: AccountEventOrdersResponse });
}
