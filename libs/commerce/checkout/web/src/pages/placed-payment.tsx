import type { Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { errorStatus, isNetworkError } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { updateQtySold } from '../checkout.api';
import { checkoutKeys } from '../checkout.queries';
import type { RenderPayment } from '../payment-slot';
import type { Placed } from '../use-placement';
import { PaymentStep } from './payment-step';

/**
 * Pays a placed order: the payment form, then `POST update-qty-sold` (the server checks the payment
 * with the provider) and the success page. A lost or failed confirmation still goes to the success
 * page, which waits for the provider's notification; a refusal stays here with its words.
 */
export function PlacedPayment({ cart, placed, renderPayment }: { cart: Cart; placed: Placed; renderPayment?: RenderPayment | undefined }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onPaid = async ({ paymentId, method }: { paymentId: string; method: 'card' | 'wallet' | 'saved' }) => {
    try {
      const { data } = await updateQtySold(http, cart.id, { payment_id: paymentId, method });
      queryClient.setQueryData(checkoutKeys.placedOrder(cart.id), { data });
    } catch (error) {
      const status = errorStatus(error);
      if (!isNetworkError(error) && status !== undefined && status < 500) throw error;
    }
    // The success page finds the cart by this uid without asking again.
    queryClient.setQueryData(checkoutKeys.cartByParam(placed.order.cart_uid), cart);
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.ready() });
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
