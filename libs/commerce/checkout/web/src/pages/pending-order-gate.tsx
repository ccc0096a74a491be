import { cartKeys } from '@folio/cart';
import { cartPagePaths, type Cart } from '@folio/cart-contract';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { useGiveUpOrder } from '@folio/orders';
import { ORDER_LIFECYCLE, orderPagePaths, type Order } from '@folio/orders-contract';
import { BookIcon, Button, EmptyState, LinkButton } from '@folio/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { payPendingOrder } from '../checkout.api';
import { checkoutKeys, placedOrderQueryOptions } from '../checkout.queries';
import type { RenderPayment } from '../payment-slot';
import type { Placed } from '../use-placement';
import { money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';
import { PlacedPayment } from './placed-payment';

/**
 * Before a checkout screen's form: a cart that arrives at checkout with an order still waiting for
 * payment (a declined card, a failed authentication, a page left) shows that order and its two
 * ways forward instead of a second placement: pay it now (the same payment, a deposit as its
 * deposit) or give it up (its books go back to the cart, and the form appears). A cart already
 * ordered (Back after paying) shows its order's outcome, never a live form. Asked once per
 * arrival (the answer is never refreshed while the form is in use), so the form's own payment
 * step is never swapped away.
 */
/** An order closed before it was paid: its cart is open again, for a new order. */
const UNPAID_CLOSED: ReadonlySet<Order['status']> = new Set(['expired', 'abandoned']);

export function PendingOrderGate({
  cart,
  renderPayment,
  children,
}: {
  cart: Cart;
  renderPayment?: RenderPayment | undefined;
  children: ReactNode;
}) {
  const http = useHttp();
  const [gaveUp, setGaveUp] = useState(false);
  const [resumed, setResumed] = useState<Placed | null>(null);
  // Asked on every arrival (the cart's cached status may be older than its order), then never
  // again while the page is open.
  const placed = useQuery({
    ...placedOrderQueryOptions(http, cart.id),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
  // What the order was on arrival, kept: a placement on this page writes the new order into the
  // same query, and must not swap its own payment step for this panel.
  const [arrival, setArrival] = useState<Order | null | undefined>(undefined);
  if (arrival === undefined && placed.isFetchedAfterMount) setArrival(placed.data?.data ?? null);
  if (resumed) return <PlacedPayment cart={cart} placed={resumed} renderPayment={renderPayment} />;
  if (gaveUp || placed.isError) return children;
  if (arrival === undefined) return <Skeleton label="Looking for an order waiting for payment" />;
  // Paid (and whatever came after): the cart is that order's record now.
  if (arrival && !UNPAID_CLOSED.has(arrival.status) && arrival.status !== 'pending_payment')
    return <OrderedCart order={arrival} />;
  const waiting = arrival?.status === 'pending_payment' ? arrival : null;
  if (!waiting) return children;
  return <WaitingOrder order={waiting} cartId={cart.id} onResume={setResumed} onGivenUp={() => setGaveUp(true)} />;
}

function WaitingOrder({
  order,
  cartId,
  onResume,
  onGivenUp,
}: {
  order: Order;
  cartId: string;
  onResume: (placed: Placed) => void;
  onGivenUp: () => void;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => payPendingOrder(http, order.order_number),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(checkoutKeys.placedOrder(cartId), { data: data.order });
      onResume(data);
    },
    // Paid, expired or given up meanwhile: checkout's and the carts' reads are stale.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  const giveUp = useGiveUpOrder(order.order_number);
  const failed = resume.error ?? giveUp.error;
  return (
    <Panel title="Waiting for payment" focusOnMount>
      <p>
        Your order <Link to={orderPagePaths.order(order.order_number)}>{order.order_number}</Link> of{' '}
        {money(order.total_minor, order.currency)} is waiting for its payment
        {order.payment_mode === 'deposit' ? ' (its deposit)' : ''}. Pay it now, with the same card or another, or give
        it up to change your cart.
      </p>
      {failed ? (
        <p role="alert" className={styles['outcome']} data-tone="error">
          {errorMessage(failed, 'That did not go through just now. Try again.')}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <Button onClick={() => resume.mutate()} disabled={resume.isPending || giveUp.isPending}>
          {resume.isPending ? 'Opening the payment…' : 'Pay now'}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            giveUp.mutate(undefined, {
              onSuccess: () => {
                // The cart this page shows is open again.
                void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
                onGivenUp();
              },
            })
          }
          disabled={resume.isPending || giveUp.isPending}
        >
          {giveUp.isPending ? 'Giving up…' : 'Give up this order'}
        </Button>
      </div>
    </Panel>
  );
}

/** A cart whose order is paid: what became of it, and where to see it; nothing to pay again. */
function OrderedCart({ order }: { order: Order }) {
  return (
    <EmptyState
      title="This cart is already ordered"
      icon={<BookIcon />}
      actions={
        <>
          <LinkButton to={orderPagePaths.order(order.order_number)}>See order {order.order_number}</LinkButton>
          <LinkButton to={cartPagePaths.all} variant="secondary">
            See your carts
          </LinkButton>
        </>
      }
    >
      <p>
        {order.status === 'deposit_paid'
          ? `The deposit of order ${order.order_number} is paid: its instalments are charged on their due dates, and the order's page lets you pay them early.`
          : `Order ${order.order_number} is ${ORDER_LIFECYCLE.states[order.status].label.toLowerCase()}: there is nothing more to pay here.`}
      </p>
    </EmptyState>
  );
}
