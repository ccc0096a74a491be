import { cartKeys } from '@folio/cart';
import type { Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { errorStatus, isNetworkError, type HttpClient } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { updateQtySold } from '../checkout.api';
import { checkoutKeys } from '../checkout.queries';
import type { PaymentResult, RenderPayment } from '../payment-slot';
import type { Placed } from '../use-placement';
import { PaymentStep } from './payment-step';

/**
 * Pays a placed order: the payment form, then `POST update-qty-sold` (the server checks the payment
 * with the provider) and the success page. A lost or failed confirmation still goes to the success
 * page, which waits for the provider's notification; a refusal stays here with its words.
 */
export function PlacedPayment({
  cart,
  placed,
  renderPayment,
}: {
  cart: Cart;
  placed: Placed;
  renderPayment?: RenderPayment | undefined;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onPaid = async (result: Exclude<PaymentResult, { status: 'failed' }>) => {
    // A payment still processing is not confirmed: the success page waits for the provider's word.
    if (result.status === 'succeeded') await confirmPaid(http, cart.id, result.paymentId, result.method, queryClient);
    // The success page finds the cart by this uid without asking again.
    queryClient.setQueryData(checkoutKeys.cartByParam(placed.order.cart_uid), cart);
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.ready() });
    // A paid cart is ordered, no longer open: the header's count and the cart lists read again.
    void queryClient.invalidateQueries({ queryKey: cartKeys.summary() });
    void queryClient.invalidateQueries({ queryKey: cartKeys.lists() });
    await navigate({ href: checkoutPagePaths.success(placed.order.cart_uid) });
  };
  return (
    <PaymentStep
      payment={placed.payment}
      renderPayment={renderPayment}
      detail={<p>Order {placed.order.order_number}</p>}
      onPaid={onPaid}
    />
  );
}

/**
 * `POST update-qty-sold` after the provider said paid: the server verifies and applies it once. An
 * unanswered or failed call is left to the notification (the success page waits); a refusal throws.
 */
export async function confirmPaid(
  http: HttpClient,
  cartId: string,
  paymentId: string,
  method: 'card' | 'wallet' | 'saved',
  queryClient: QueryClient,
) {
  try {
    const { data } = await updateQtySold(http, cartId, { payment_id: paymentId, method });
    queryClient.setQueryData(checkoutKeys.placedOrder(cartId), { data });
  } catch (error) {
    const status = errorStatus(error);
    if (!isNetworkError(error) && status !== undefined && status < 500) throw error;
  }
}
