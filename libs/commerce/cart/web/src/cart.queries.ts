import type { CartListQuery } from '@folio/cart-contract';
import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchCart, fetchCartList, fetchCartOrder, fetchCartSummary, fetchShippingOptions } from './cart.api';

export type CartListFilters = Omit<Partial<CartListQuery>, 'session_uid'>;

/**
 * Every cart query sits under `['cart']`, so a change of session (sign-in joins guest carts into
 * the account, sign-out starts a new guest session) refreshes them all at once. One cart's own
 * reads (its order preview, shipping options) sit under that cart's key.
 */
export const cartKeys = {
  all: ['cart'] as const,
  summary: () => [...cartKeys.all, 'summary'] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  list: (filters: CartListFilters = {}) => [...cartKeys.lists(), filters] as const,
  carts: () => [...cartKeys.all, 'one'] as const,
  cart: (cartId: string) => [...cartKeys.carts(), cartId] as const,
  order: (cartId: string) => [...cartKeys.cart(cartId), 'order'] as const,
  shippingOptions: (cartId: string, countryCode: string) =>
    [...cartKeys.cart(cartId), 'shipping', countryCode] as const,
};

/** The visitor's open carts keyed by order form uid: what the header counts. */
export function cartSummaryQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: cartKeys.summary(),
    queryFn: ({ signal }) => fetchCartSummary(http, { signal }),
  });
}

/** The visitor's carts (`/cart`). */
export function cartListQueryOptions(http: HttpClient, filters: CartListFilters = {}) {
  return queryOptions({
    queryKey: cartKeys.list(filters),
    queryFn: ({ signal }) => fetchCartList(http, filters, { signal }),
  });
}

/** One cart (`/cart/{id}`). */
export function cartQueryOptions(http: HttpClient, cartId: string) {
  return queryOptions({
    queryKey: cartKeys.cart(cartId),
    queryFn: ({ signal }) => fetchCart(http, cartId, { signal }),
  });
}

/** What an order of the cart would come to now (subtotal, discount, shipping, total, deposit). */
export function cartOrderQueryOptions(http: HttpClient, cartId: string) {
  return queryOptions({
    queryKey: cartKeys.order(cartId),
    queryFn: ({ signal }) => fetchCartOrder(http, cartId, { signal }),
  });
}

/** The form's shipping rates for a country. */
export function shippingOptionsQueryOptions(http: HttpClient, cartId: string, countryCode: string) {
  return queryOptions({
    queryKey: cartKeys.shippingOptions(cartId, countryCode),
    queryFn: ({ signal }) => fetchShippingOptions(http, cartId, countryCode, { signal }),
  });
}
