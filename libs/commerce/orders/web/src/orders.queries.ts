import { errorStatus, type HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchAccountEventOrders,
  fetchAccountEvents,
  fetchOrder,
  fetchOrders,
  fetchOrdersByEvent,
  fetchOrderTerms,
  fetchPaymentPlan,
  fetchTransactions,
} from './orders.api';

/**
 * Every orders query sits under `['orders']` (the account's events too: they are orders counted
 * per event), so a cancel or a payment refreshes them all at once; one order's reads sit under
 * that order's key.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => [...orderKeys.all, 'list', page] as const,
  byEvent: (past: boolean) => [...orderKeys.all, 'by-event', past] as const,
  order: (orderNumber: string) => [...orderKeys.all, 'one', orderNumber] as const,
  terms: (orderNumber: string) => [...orderKeys.order(orderNumber), 'terms'] as const,
  plan: (orderNumber: string) => [...orderKeys.order(orderNumber), 'plan'] as const,
  transactions: (orderNumber: string) => [...orderKeys.order(orderNumber), 'transactions'] as const,
  accountEvents: (past: boolean) => [...orderKeys.all, 'account-events', past] as const,
  accountEvent: (slug: string) => [...orderKeys.all, 'account-event', slug] as const,
};

/**
 * A refusal (4xx: not the reader's order, no orders at that event) is an answer, not a hiccup:
 * it is shown at once rather than after react-query's three retries. Outages are tried twice more.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = errorStatus(error);
  return (status === undefined || status >= 500) && failures < 2;
}

/** `/orders`: one page of the reader's orders, newest first. */
export function ordersQueryOptions(http: HttpClient, page: number) {
  return queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => fetchOrders(http, page, { signal }),
    retry: retryUnlessRefused,
  });
}

/** `/orders/by-event` (upcoming) and `/orders/by-event/past`. */
export function ordersByEventQueryOptions(http: HttpClient, past: boolean) {
  return queryOptions({
    queryKey: orderKeys.byEvent(past),
    queryFn: ({ signal }) => fetchOrdersByEvent(http, past, { signal }),
    retry: retryUnlessRefused,
  });
}

/** One order (`/order/{order_number}` and its tabs). */
export function orderQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.order(orderNumber),
    queryFn: ({ signal }) => fetchOrder(http, orderNumber, { signal }),
    retry: retryUnlessRefused,
  });
}

export function orderTermsQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.terms(orderNumber),
    queryFn: ({ signal }) => fetchOrderTerms(http, orderNumber, { signal }),
    retry: retryUnlessRefused,
  });
}

export function paymentPlanQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.plan(orderNumber),
    queryFn: ({ signal }) => fetchPaymentPlan(http, orderNumber, { signal }),
    retry: retryUnlessRefused,
  });
}

export function transactionsQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.transactions(orderNumber),
    queryFn: ({ signal }) => fetchTransactions(http, orderNumber, { signal }),
    retry: retryUnlessRefused,
  });
}

/** `/account/events` and its past tab. */
export function accountEventsQueryOptions(http: HttpClient, past: boolean) {
  return queryOptions({
    queryKey: orderKeys.accountEvents(past),
    queryFn: ({ signal }) => fetchAccountEvents(http, past, { signal }),
    retry: retryUnlessRefused,
  });
}

/** `/account/event/{slug}/orders`. */
export function accountEventOrdersQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: orderKeys.accountEvent(slug),
    queryFn: ({ signal }) => fetchAccountEventOrders(http, slug, { signal }),
    retry: retryUnlessRefused,
  });
}
