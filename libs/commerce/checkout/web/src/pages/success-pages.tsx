import { useUser } from '@folio/auth';
import type { Cart } from '@folio/cart-contract';
import { CHECKOUT_PAGE_TITLES, checkoutPagePaths } from '@folio/checkout-contract';
import { orderPagePaths } from '@folio/orders-contract';
import { errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFirstPaymentEvent } from '../checkout-analytics';
import { checkoutKeys, orderQueryOptions, PAYMENT_POLL_MS, placedOrderQueryOptions } from '../checkout.queries';
import { CartFrame } from './cart-frame';
import { LoadError, Skeleton } from './checkout-parts';
import { OrderOutcome, settled } from './order-status';
import { confirmPaid } from './placed-payment';

/**
 * `/cart/{uid}/success` (title Checkout Success): the order placed from the cart, asked again until
 * its payment is settled (the page may come before the provider's notification).
 */
export function CheckoutSuccessPage({ uid, returned }: { uid: string; returned?: ReturnedPayment | undefined }) {
  return (
    <CartFrame uid={uid} title={CHECKOUT_PAGE_TITLES.success}>
      {(cart) => <PlacedOrderStatus cart={cart} returned={returned} />}
    </CartFrame>
  );
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
        title="Your payment was not completed"
        actions={<LinkButton to={checkoutPagePaths.checkout(cart.cart_uid)}>Back to checkout</LinkButton>}
      >
        <p role="alert">Nothing was charged. Try again with another card or method.</p>
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
      <PageHeading title={CHECKOUT_PAGE_TITLES.orderSuccess} />
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
