import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchDepositQuote,
  fetchInstalment,
  fetchOrder,
  fetchPaymentPlan,
  fetchPlacedOrder,
  fetchReadyCarts,
} from './checkout.api';

/** Every checkout read sits under `['checkout']`; orders and instalments under their own ids. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  ready: () => [...checkoutKeys.all, 'ready'] as const,
  deposit: (cartId: string) => [...checkoutKeys.all, 'deposit', cartId] as const,
  placedOrder: (cartId: string) => [...checkoutKeys.all, 'placed-order', cartId] as const,
  order: (orderNumber: string) => [...checkoutKeys.all, 'order', orderNumber] as const,
  plan: (orderNumber: string) => [...checkoutKeys.all, 'plan', orderNumber] as const,
  instalment: (id: string) => [...checkoutKeys.all, 'instalment', id] as const,
  cartByParam: (param: string) => [...checkoutKeys.all, 'cart', param] as const,
};

/** How often a page waiting for a payment to be confirmed asks again. */
export const PAYMENT_POLL_MS = 2000;

export function readyCartsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: checkoutKeys.ready(), queryFn: ({ signal }) => fetchReadyCarts(http, { signal }) });
}

export function depositQuoteQueryOptions(http: HttpClient, cartId: string) {
  return queryOptions({
    queryKey: checkoutKeys.deposit(cartId),
    queryFn: ({ signal }) => fetchDepositQuote(http, cartId, { signal }),
  });
}

export function placedOrderQueryOptions(http: HttpClient, cartId: string) {
  return queryOptions({
    queryKey: checkoutKeys.placedOrder(cartId),
    queryFn: ({ signal }) => fetchPlacedOrder(http, cartId, { signal }),
  });
}

export function orderQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(orderNumber),
    queryFn: ({ signal }) => fetchOrder(http, orderNumber, { signal }),
  });
}

export function paymentPlanQueryOptions(http: HttpClient, orderNumber: string) {
  return queryOptions({
    queryKey: checkoutKeys.plan(orderNumber),
    queryFn: ({ signal }) => fetchPaymentPlan(http, orderNumber, { signal }),
  });
}

export function instalmentQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: checkoutKeys.instalment(id),
    queryFn: ({ signal }) => fetchInstalment(http, id, { signal }),
  });
}
