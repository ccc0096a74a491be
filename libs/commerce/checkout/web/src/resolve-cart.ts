import { fetchCart, fetchCartList } from '@folio/cart';
import type { Cart } from '@folio/cart-contract';
import type { HttpClient } from '@folio/http';
import { MAX_PER_PAGE } from '@folio/http-contract';
import { queryOptions } from '@tanstack/react-query';
import type { CallOptions } from './checkout.api';
import { checkoutKeys } from './checkout.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** No cart of the reader answers to the address: read like the API's 404. */
export class CartNotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super('This cart could not be found.');
    this.name = 'CartNotFoundError';
  }
}

/**
 * The cart a checkout address names: `{uid}` is its cart_uid (it changes with the shipping choice),
 * or its id. The cart API reads carts by id, so a cart_uid is found among the reader's carts (the
 * cart list: this session's and the account's, whatever their status).
 */
export async function resolveCart(http: HttpClient, param: string, call: CallOptions = {}): Promise<Cart> {
  if (UUID.test(param)) return (await fetchCart(http, param, call)).data;
  const list = await fetchCartList(http, { per_page: MAX_PER_PAGE }, call);
  const found = list.data.find((cart) => cart.cart_uid === param);
  if (!found) throw new CartNotFoundError();
  return found;
}

export function cartByParamQueryOptions(http: HttpClient, param: string) {
  return queryOptions({
    queryKey: checkoutKeys.cartByParam(param),
    queryFn: ({ signal }) => resolveCart(http, param, { signal }),
  });
}
