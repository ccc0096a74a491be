import { useUser } from '@folio/auth';
import type { Cart } from '@folio/cart-contract';
import { CHECKOUT_PAGE_TITLES, checkoutPagePaths } from '@folio/checkout-contract';
import { ORDER_LIFECYCLE, orderPagePaths, type Order } from '@folio/orders-contract';
import { errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFirstPaymentEvent } from '../checkout-analytics';
import { checkoutKeys, orderQueryOptions, PAYMENT_POLL_MS, placedOrderQueryOptions } from '../checkout.queries';
import { useCheckoutCart } from '../use-checkout-cart';
import { CartFrame } from './cart-frame';
import { LoadError, Skeleton } from './checkout-parts';
import { OrderOutcome, settled } from './order-status';
import { confirmPaid } from './placed-payment';

/**
 * `/cart/{uid}/success` (title Checkout Success): the order placed from the cart, asked again until
 * its payment is settled (the page may come before the provider's notification).
 */
export function CheckoutSuccessPage({ uid, returned }: { uid: string; returned?: ReturnedPayment | undefined }) {
  const http = useHttp();
  // The same reads as the body's (one cache entry each): the heading says what became of the payment.
  const { cart } = useCheckoutCart(uid);
  const placed = useQuery({ ...placedOrderQueryOptions(http, cart?.id ?? ''), enabled: cart !== undefined });
  return (
    <CartFrame uid={uid} title={outcomeHeading(placed.data?.data, CHECKOUT_PAGE_TITLES.success, returned)}>
      {(cart) => <PlacedOrderStatus cart={cart} returned={returned} />}
    </CartFrame>
  );
}

/**
 * The page's heading: the spec's title ("Checkout Success", "Order Paid", which the document
 * title always is) only for an order that is paid; otherwise what did happen. Never "success"
 * for a payment that failed or is still waiting.
 */
export function outcomeHeading(
  order: Order | null | undefined,
  paidTitle: string,
  returned?: ReturnedPayment | undefined,
): string {
  if (!order) return 'Your order';
  if (order.status === 'paid' || order.status === 'deposit_paid') return paidTitle;
  if (order.status === 'pending_payment')
    return returned && !returned.succeeded ? 'Your payment was not completed' : 'Waiting for your payment';
  return `Order ${ORDER_LIFECYCLE.states[order.status].label.toLowerCase()}`;
}

/** What the provider's authentication or wallet page says when it sends the buyer back here. */
export interface ReturnedPayment {
  paymentId: string;
  succeeded: boolean;
}

/** Back from an authentication or wallet page with a success: confirm it with the server, once. */
function useConfirmReturned(cart: Cart, returned: ReturnedPayment | undefined) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const sent = useRef(false);
  useEffect(() => {
    if (!returned?.succeeded || sent.current) return;
    sent.current = true;
    confirmPaid(http, cart.id, returned.paymentId, 'card', queryClient)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: checkoutKeys.placedOrder(cart.id) }));
  }, [http, cart.id, returned, queryClient]);
}

function PlacedOrderStatus({ cart, returned }: { cart: Cart; returned?: ReturnedPayment | undefined }) {
  const http = useHttp();
  useConfirmReturned(cart, returned);
  const query = useQuery({
    ...placedOrderQueryOptions(http, cart.id),
    refetchInterval: (state) => (settled(state.state.data?.data) ? false : PAYMENT_POLL_MS),
  });
  const userId = useUser()?.id ?? null;
  useFirstPaymentEvent(query.data?.data, cart, userId);
  if (query.isError)
    return (
      <LoadError title="Your order could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <Skeleton label="Loading your order" />;
  const order = query.data.data;
  if (!order) {
    return (
      <EmptyState
        title="No order was placed from this cart"
        actions={<LinkButton to={checkoutPagePaths.checkout(cart.cart_uid)}>Go to checkout</LinkButton>}
      >
        <p>Nothing was paid. Check out to place your order.</p>
      </EmptyState>
    );
  }
  if (returned && !returned.succeeded && order.status === 'pending_payment') {
    return (
      <EmptyState
        title="Nothing was charged"
        actions={<LinkButton to={checkoutPagePaths.checkout(cart.cart_uid)}>Back to checkout</LinkButton>}
      >
        <p role="alert">Your order is kept while it waits: pay it again with the same card or another method.</p>
      </EmptyState>
    );
  }
  return <OrderOutcome order={order} />;
}

/** `/checkout/order/{id}/success` (title Order Paid): `{id}` is the order number; asked again until settled. */
export function OrderPaidPage({ orderNumber }: { orderNumber: string }) {
  const http = useHttp();
  const query = useQuery({
    ...orderQueryOptions(http, orderNumber),
    refetchInterval: (state) => (settled(state.state.data?.data) ? false : PAYMENT_POLL_MS),
  });
  return (
    <>
      <PageHeading title={outcomeHeading(query.data?.data, CHECKOUT_PAGE_TITLES.orderSuccess)} />
      <PageBody>
        {query.data ? (
          <OrderOutcome order={query.data.data} />
        ) : query.isError ? (
          errorStatus(query.error) === 404 ? (
            <EmptyState
              title="This order could not be found"
              actions={<LinkButton to={orderPagePaths.orders}>See your orders</LinkButton>}
            >
              <p>It may belong to another reader, or the link is mistyped.</p>
            </EmptyState>
          ) : (
            <LoadError
              title="Your order could not be loaded."
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )
        ) : (
          <Skeleton label="Loading your order" />
        )}
      </PageBody>
    </>
  );
}
