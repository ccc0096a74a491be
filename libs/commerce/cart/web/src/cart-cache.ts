import type { Cart, CartResponse, CartSummaryResponse } from '@folio/cart-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { CartListResponse } from './cart.api';
import { cartKeys } from './cart.queries';
import { toCartSummary } from './cart-totals';

/** The summary with this cart's entry as the cart now is (an emptied cart stays, counting 0). */
function withSummaryOf(summary: CartSummaryResponse | undefined, cart: Cart): CartSummaryResponse | undefined {
  if (!summary) return summary;
  const data = { ...summary.data };
  if (cart.status === 'open') data[cart.order_form.uid] = toCartSummary(cart);
  else delete data[cart.order_form.uid];
  return { data };
}

/**
 * Puts a cart the server answered (or the optimistic view of one) everywhere it shows: its own
 * query, the header's summary and any list holding it. The lists are only patched: a cart the list
 * has not seen yet appears when the list is read again (it is marked stale).
 */
export function writeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData<CartResponse>(cartKeys.cart(cart.id), (previous) => ({ ...previous, data: cart }));
  queryClient.setQueryData<CartSummaryResponse>(cartKeys.summary(), (summary) => withSummaryOf(summary, cart));
  queryClient.setQueriesData<CartListResponse>({ queryKey: cartKeys.lists() }, (list) =>
    list ? { ...list, data: list.data.map((each) => (each.id === cart.id ? cart : each)) } : list,
  );
}

/**
 * After the server changed a cart: store its answer, and read again what follows from it. A
 * summary never read (the header waits for a first cart) starts from this cart and is read whole.
 */
export function storeCartAnswer(queryClient: QueryClient, cart: Cart): void {
  const unread = queryClient.getQueryData(cartKeys.summary()) === undefined;
  if (unread) queryClient.setQueryData<CartSummaryResponse>(cartKeys.summary(), { data: {} });
  writeCart(queryClient, cart);
  if (unread) void queryClient.invalidateQueries({ queryKey: cartKeys.summary() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.order(cart.id) });
  void queryClient.invalidateQueries({ queryKey: cartKeys.lists(), refetchType: 'none' });
}
