import { CartResponse } from '@folio/cart-contract';
import {
  checkoutPaths,
  DepositQuoteResponse,
  IDEMPOTENCY_KEY_HEADER,
  PlacedOrderResponse,
  type PlaceOrderInput,
  PlaceOrderResponse,
  ReadyCartsResponse,
  type ShippingChoiceInput,
  type UpdateQtySoldInput,
} from '@folio/checkout-contract';
import type { HttpClient } from '@folio/http';
import {
  InstalmentResponse,
  orderPaths,
  OrderResponse,
  PayInstalmentResponse,
  PaymentPlanResponse,
} from '@folio/orders-contract';

/** A read's abort signal (react-query passes one per query). */
export interface CallOptions {
  signal?: AbortSignal;
}

// A placement answers 409 for its own conflicts (sold out, another attempt pending): the page says
// why; only the unverified e-mail's 409 is left to the client's rule (go verify).
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** `POST /api/cart/{id}/checkout` with the attempt's Idempotency-Key: the order and the payment to confirm. */
export function placeOrder(
  http: HttpClient,
  cartId: string,
  input: PlaceOrderInput,
  key: string,
): Promise<PlaceOrderResponse> {
  return http.post(checkoutPaths.place(cartId), { ...keyed(key), json: input, schema: PlaceOrderResponse });
}

/**
 * `POST /api/orders/{order_number}/pay`: an order waiting for payment with its one open payment, to
 * confirm again (a deposit order's is its deposit).
 */
export function payPendingOrder(http: HttpClient, orderNumber: string): Promise<PlaceOrderResponse> {
  return http.post(orderPaths.pay(orderNumber), { schema: PlaceOrderResponse });
}

/** `POST /api/cart/{id}/update-qty-sold`: after the browser confirmed the payment; the server verifies it. */
export function updateQtySold(http: HttpClient, cartId: string, input: UpdateQtySoldInput): Promise<OrderResponse> {
  return http.post(checkoutPaths.updateQtySold(cartId), { json: input, schema: OrderResponse });
}

/** `PATCH /api/cart/{id}/shipping`: the cart with its shipping (its cart_uid may be new). */
export function chooseShipping(http: HttpClient, cartId: string, input: ShippingChoiceInput): Promise<CartResponse> {
  return http.patch(checkoutPaths.shipping(cartId), { json: input, schema: CartResponse });
}

/** `GET /api/cart/{id}/deposit`: the form's deposit policy for this cart, or null data. */
export function fetchDepositQuote(
  http: HttpClient,
  cartId: string,
  call: CallOptions = {},
): Promise<DepositQuoteResponse> {
  return http.get(checkoutPaths.deposit(cartId), { ...call, schema: DepositQuoteResponse });
}

/** `GET /api/cart/{id}/placed-order`: the order placed from the cart, or null data. */
export function fetchPlacedOrder(
  http: HttpClient,
  cartId: string,
  call: CallOptions = {},
): Promise<PlacedOrderResponse> {
  return http.get(checkoutPaths.placedOrder(cartId), { ...call, schema: PlacedOrderResponse });
}

/** `GET /api/checkout/ready`: the reader's carts with something to pay. */
export function fetchReadyCarts(http: HttpClient, call: CallOptions = {}): Promise<ReadyCartsResponse> {
  return http.get(checkoutPaths.ready, { ...call, schema: ReadyCartsResponse });
}

/** `GET /api/orders/{order_number}`. */
export function fetchOrder(http: HttpClient, orderNumber: string, call: CallOptions = {}): Promise<OrderResponse> {
  return http.get(orderPaths.order(orderNumber), { ...call, schema: OrderResponse });
}

/** `GET /api/orders/{order_number}/payment-plan`: null data for an order paid in full. */
export function fetchPaymentPlan(
  http: HttpClient,
  orderNumber: string,
  call: CallOptions = {},
): Promise<PaymentPlanResponse> {
  return http.get(orderPaths.paymentPlan(orderNumber), { ...call, schema: PaymentPlanResponse });
}

/** `GET /api/installments/{id}`: the instalment and its order. */
export function fetchInstalment(http: HttpClient, id: string, call: CallOptions = {}): Promise<InstalmentResponse> {
  return http.get(orderPaths.instalment(id), { ...call, schema: InstalmentResponse });
}

/** `POST /api/installments/{id}/pay` with the attempt's key: the payment that pays it early. */
export function payInstalment(http: HttpClient, id: string, key: string): Promise<PayInstalmentResponse> {
  return http.post(orderPaths.payInstalment(id), { ...keyed(key), schema: PayInstalmentResponse });
}
