import { cartQueryOptions } from '@folio/cart';
import type { Cart } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { cartByParamQueryOptions } from './resolve-cart';

/**
 * The cart a checkout address names, kept live under the cart's own query: the cart lib's coupon
 * calls and the shipping choice write there, so every panel shows the latest answer.
 */
export function useCheckoutCart(uid: string) {
  const http = useHttp();
  const resolved = useQuery(cartByParamQueryOptions(http, uid));
  const found = resolved.data;
  const live = useQuery({
    ...cartQueryOptions(http, found?.id ?? ''),
    enabled: found !== undefined,
    initialData: found ? { data: found } : undefined,
    staleTime: 30_000,
  });
  const cart: Cart | undefined = found ? (live.data?.data ?? found) : undefined;
  return { cart, error: resolved.error, isError: resolved.isError, retry: () => void resolved.refetch() };
}
