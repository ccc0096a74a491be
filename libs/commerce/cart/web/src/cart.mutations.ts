import { CART_TEXT, type CartResponse, type CartSummaryResponse } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { notify } from '@folio/ui-kit/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adjustCartItem,
  applyCoupon,
  checkCartStock,
  deleteCart,
  removeCartItem,
  removeCoupon,
  saveCartMessage,
} from './cart.api';
import { cartKeys } from './cart.queries';
import { storeCartAnswer, writeCart } from './cart-cache';
import { lineIdentity, type CartLine } from './cart-lines';
import { refusalMessage } from './cart-notices';
import { withLineQuantity } from './cart-totals';

export interface QuantityChange {
  line: CartLine;
  quantity: number;
}

/**
 * Changes a line's quantity (spec section 4): the cart, its subtotal and the header's count show
 * the new quantity at once; if the server refuses, they go back to the earlier quantity and an
 * error notice gives the server's words (or 'Error updating product quantity' / '… bundle …').
 */
export function useAdjustQuantity(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const mutationKey = [...cartKeys.cart(cartId), 'adjust'];
  // Quick clicks send several changes at once: an answer to an earlier one must not paint over the
  // later ones still on their way, so a cart answer is stored only when it is the last one out.
  const lastOut = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: ({ line, quantity }: QuantityChange) =>
      adjustCartItem(http, cartId, { ...lineIdentity(line), quantity }),
    onMutate: async ({ line, quantity }: QuantityChange) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.cart(cartId), exact: true });
      await queryClient.cancelQueries({ queryKey: cartKeys.summary() });
      const current = queryClient.getQueryData<CartResponse>(cartKeys.cart(cartId));
      const summary = queryClient.getQueryData<CartSummaryResponse>(cartKeys.summary());
      const earlier = current?.data.items[line.kind === 'product' ? 'products' : 'bundles'].find(
        (each) => each.id === line.item.id,
      )?.quantity;
      if (current) writeCart(queryClient, withLineQuantity(current.data, line.item.id, quantity));
      return { earlier, summary };
    },
    onSuccess: ({ data }) => {
      if (lastOut()) storeCartAnswer(queryClient, data);
    },
    onError: (error, { line }, context) => {
      // Back to the earlier quantity of this line only: a later change of another line stands.
      const current = queryClient.getQueryData<CartResponse>(cartKeys.cart(cartId));
      if (current && context?.earlier !== undefined)
        writeCart(queryClient, withLineQuantity(current.data, line.item.id, context.earlier));
      else if (context?.summary) queryClient.setQueryData(cartKeys.summary(), context.summary);
      const fallback = line.kind === 'product' ? CART_TEXT.updateProductFailed : CART_TEXT.updateBundleFailed;
      void notify(refusalMessage(error, fallback), { tone: 'error' });
    },
  });
}

/** Removes a line; the cart answers without it. */
export function useRemoveLine(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartLine) => removeCartItem(http, cartId, lineIdentity(line)),
    onSuccess: ({ data }) => storeCartAnswer(queryClient, data),
    onError: (error) => void notify(refusalMessage(error, 'The item could not be removed.'), { tone: 'error' }),
  });
}

/** Saves the message to the seller. */
export function useSaveMessage(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => saveCartMessage(http, cartId, message),
    onSuccess: ({ data }) => storeCartAnswer(queryClient, data),
  });
}

/** Applies a coupon code; the server's words say what it did or why not. */
export function useApplyCoupon(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyCoupon(http, cartId, code),
    onSuccess: ({ data }) => storeCartAnswer(queryClient, data),
  });
}

export function useRemoveCoupon(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCoupon(http, cartId),
    onSuccess: ({ data }) => storeCartAnswer(queryClient, data),
  });
}

/** Checks every line's stock (holding it again where it can); the cart is read again after. */
export function useCheckStock(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkCartStock(http, cartId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart(cartId) }),
  });
}

/** Deletes the whole cart. */
export function useDeleteCart(cartId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCart(http, cartId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: cartKeys.cart(cartId) });
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
