import {
  type AdjustCartItemInput,
  type AddCartItemInput,
  Cart,
  CartItemsResponse,
  type CartListQuery,
  CartOrderResponse,
  cartPaths,
  CartResponse,
  CartSummaryResponse,
  CouponRevalidateResponse,
  MessageResponse,
  type RemoveCartItemInput,
  ShippingOptionsResponse,
  StockCheckResponse,
} from '@folio/cart-contract';
import type { HttpClient } from '@folio/http';
import { PaginationMeta } from '@folio/http-contract';
import * as v from 'valibot';
import { cartSessionUid } from './cart.session';

/** A read's abort signal (react-query passes one per query). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** `GET list`: `{data, meta}`, the carts of one page. */
export interface CartListResponse {
  data: Cart[];
  meta: PaginationMeta;
}
const CartListResponse: v.GenericSchema<unknown, CartListResponse> = v.object({
  data: v.array(Cart),
  meta: PaginationMeta,
});

/** The line identity of an add, without the session (added here from the cookie). */
export type AddLineInput = AddCartItemInput extends infer T
  ? T extends unknown
    ? Omit<T, 'session_uid'>
    : never
  : never;

/** `GET init/{orderFormId}?session_uid=`: the visitor's cart for a form, created when there is none. */
export function initCart(http: HttpClient, orderFormId: string, call: CallOptions = {}): Promise<CartResponse> {
  return http.get(cartPaths.init(orderFormId), {
    ...call,
    searchParams: { session_uid: cartSessionUid() },
    schema: CartResponse,
  });
}

/** `GET {cartId}`: one cart. */
export function fetchCart(http: HttpClient, cartId: string, call: CallOptions = {}): Promise<CartResponse> {
  return http.get(cartPaths.cart(cartId), { ...call, schema: CartResponse });
}

/** `GET list`: the visitor's carts (this session's and, signed in, the account's). */
export function fetchCartList(
  http: HttpClient,
  query: Omit<Partial<CartListQuery>, 'session_uid'> = {},
  call: CallOptions = {},
): Promise<CartListResponse> {
  return http.get(cartPaths.list, {
    ...call,
    searchParams: { ...query, session_uid: cartSessionUid() },
    schema: CartListResponse,
  });
}

/** `GET summary?session_uid=`: the visitor's open carts keyed by order form uid. */
export function fetchCartSummary(http: HttpClient, call: CallOptions = {}): Promise<CartSummaryResponse> {
  return http.get(cartPaths.summary, {
    ...call,
    searchParams: { session_uid: cartSessionUid() },
    schema: CartSummaryResponse,
  });
}

/** `POST {id}/add`: a product (with its variant) or a bundle (with a variant per product). */
export function addCartItem(http: HttpClient, cartId: string, input: AddLineInput): Promise<CartResponse> {
  return http.post(cartPaths.add(cartId), {
    json: { ...input, session_uid: cartSessionUid() },
    schema: CartResponse,
  });
}

/** `POST {id}/remove`: the line goes. */
export function removeCartItem(http: HttpClient, cartId: string, input: RemoveCartItemInput): Promise<CartResponse> {
  return http.post(cartPaths.remove(cartId), { json: input, schema: CartResponse });
}

/** `POST {id}/adjust`: the line's new quantity. */
export function adjustCartItem(http: HttpClient, cartId: string, input: AdjustCartItemInput): Promise<CartResponse> {
  return http.post(cartPaths.adjust(cartId), { json: input, schema: CartResponse });
}

/** `POST {id}/message`: the message to the seller. */
export function saveCartMessage(http: HttpClient, cartId: string, message: string): Promise<CartResponse> {
  return http.post(cartPaths.message(cartId), { json: { message }, schema: CartResponse });
}

/** `DELETE {id}`: the whole cart. */
export function deleteCart(http: HttpClient, cartId: string): Promise<MessageResponse> {
  return http.delete(cartPaths.cart(cartId), { schema: MessageResponse });
}

/** `POST {id}/pending-order`: the cart becomes a pending order (checkout, issue 12, starts from here). */
export function setPendingOrder(http: HttpClient, cartId: string): Promise<CartResponse> {
  return http.post(cartPaths.pendingOrder(cartId), { schema: CartResponse });
}

/** `GET {id}/items`: the cart's lines. */
export function fetchCartItems(http: HttpClient, cartId: string, call: CallOptions = {}): Promise<CartItemsResponse> {
  return http.get(cartPaths.items(cartId), { ...call, schema: CartItemsResponse });
}

/** `GET {id}/check-stock`: every line's units held again where stock allows. */
export function checkCartStock(http: HttpClient, cartId: string, call: CallOptions = {}): Promise<StockCheckResponse> {
  return http.get(cartPaths.checkStock(cartId), { ...call, schema: StockCheckResponse });
}

/** `GET {id}/shipping-options?country_code=`. */
export function fetchShippingOptions(
  http: HttpClient,
  cartId: string,
  countryCode: string,
  call: CallOptions = {},
): Promise<ShippingOptionsResponse> {
  return http.get(cartPaths.shippingOptions(cartId), {
    ...call,
    searchParams: { country_code: countryCode },
    schema: ShippingOptionsResponse,
  });
}

/** `GET {id}/order`: what an order of this cart would come to now. */
export function fetchCartOrder(http: HttpClient, cartId: string, call: CallOptions = {}): Promise<CartOrderResponse> {
  return http.get(cartPaths.order(cartId), { ...call, schema: CartOrderResponse });
}

/** `POST {id}/coupon`. */
export function applyCoupon(http: HttpClient, cartId: string, code: string): Promise<CartResponse> {
  return http.post(cartPaths.coupon(cartId), { json: { code }, schema: CartResponse });
}

/** `DELETE {id}/coupon`. */
export function removeCoupon(http: HttpClient, cartId: string): Promise<CartResponse> {
  return http.delete(cartPaths.coupon(cartId), { schema: CartResponse });
}

/** `GET {id}/coupon/revalidate`: whether the applied coupon still holds, and the cart after. */
export function revalidateCoupon(
  http: HttpClient,
  cartId: string,
  call: CallOptions = {},
): Promise<CouponRevalidateResponse> {
  return http.get(cartPaths.couponRevalidate(cartId), { ...call, schema: CouponRevalidateResponse });
}
