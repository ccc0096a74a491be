import { cartKeys } from '@folio/cart';
import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, giveUpOrder } from './orders.api';
import { orderKeys } from './orders.queries';

/**
 * Cancels an order (`POST .../cancel`). The answer's order is written to its query at once;
 * everything else about orders (lists, by event, plan, transactions) is read again, since the
 * cancel refunded money and returned stock.
 */
export function useCancelOrder(orderNumber: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(http, orderNumber, reason),
    onSuccess: async (answer) => {
      queryClient.setQueryData(orderKeys.order(orderNumber), { data: answer.data.order });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
    },
  });
}

/**
 * Gives up an order waiting for payment (`POST .../give-up`): the answer's order is written to its
 * query, and the orders' and carts' reads are read again.
 */
export function useGiveUpOrder(orderNumber: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => giveUpOrder(http, orderNumber),
    onSuccess: async (answer) => {
      queryClient.setQueryData(orderKeys.order(orderNumber), { data: answer.data });
      // The orders and the carts changed (the cart is open again, the header counts it). Only
      // these: the session's own reads are not to be refetched under a page that may be leaving.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
    },
  });
}
