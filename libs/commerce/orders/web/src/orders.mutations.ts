import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from './orders.api';
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
