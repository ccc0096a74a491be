import type { PlaceOrderInput, PlaceOrderResponse } from '@folio/checkout-contract';
import { errorCode, errorMessage, errorStatus, isNetworkError } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { awaitFirstPayment } from './checkout-analytics';
import { placeOrder } from './checkout.api';
import { checkoutKeys } from './checkout.queries';
import { useAttemptKeys } from './idempotency';

export type Placed = PlaceOrderResponse['data'];

export interface Refusal {
  message: string;
  /** checkout_in_progress: the order already waiting for payment. */
  orderNumber?: string;
}

const RETRY_SAFE = 'Try again: the same attempt is sent, so the order is never placed twice.';

function refusalOf(error: unknown): Refusal {
  if (isNetworkError(error)) return { message: `We could not reach Folio. ${RETRY_SAFE}` };
  const status = errorStatus(error);
  if (status === undefined || status >= 500)
    return { message: `The order could not be placed just now. ${RETRY_SAFE}` };
  const body = (error as { body?: { order_number?: unknown } }).body;
  const orderNumber =
    errorCode(error) === 'checkout_in_progress' && typeof body?.order_number === 'string'
      ? body.order_number
      : undefined;
  return { message: errorMessage(error, 'The order could not be placed.'), ...(orderNumber ? { orderNumber } : {}) };
}

/**
 * Places the order of a cart (`POST /api/cart/{id}/checkout`) with one Idempotency-Key per attempt:
 * the same key when the reader retries after no answer or a server error, a new one after a
 * refusal or for a changed request.
 */
export function usePlacement(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const keys = useAttemptKeys();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: PlaceOrderInput; key: string }) => placeOrder(http, cartId, input, key),
  });
  const place = (input: PlaceOrderInput, onPlaced: (placed: Placed) => void) => {
    setRefusal(null);
    mutation.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: ({ data }) => {
          keys.settle();
          // The cart's order is this one now: the outcome page reads it from here, not an older answer.
          queryClient.setQueryData(checkoutKeys.placedOrder(cartId), { data: data.order });
          awaitFirstPayment(data.order.order_number);
          onPlaced(data);
        },
        onError: (error) => {
          keys.settle(error);
          setRefusal(refusalOf(error));
        },
      },
    );
  };
  return { place, pending: mutation.isPending, refusal };
}
