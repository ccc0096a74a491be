import type { Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { useHttp } from '@folio/http/router';
import { orderPagePaths, type Order } from '@folio/orders-contract';
import { EmptyState, LinkButton } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { placedOrderQueryOptions } from '../checkout.queries';
import { CartFrame } from './cart-frame';
import { LoadError, money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';
import { OrderMoney, OrderPlan } from './order-status';

/** `/cart/{uid}/view-order` (login): the order made from this cart, or a clear state when there is none. */
export function ViewOrderPage({ uid }: { uid: string }) {
  return (
    <CartFrame uid={uid} title="Your order">
      {(cart) => <CartOrder cart={cart} />}
    </CartFrame>
  );
}

function CartOrder({ cart }: { cart: Cart }) {
  const http = useHttp();
  const query = useQuery(placedOrderQueryOptions(http, cart.id));
  if (query.isError)
    return (
      <LoadError title="Your order could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <Skeleton label="Loading your order" />;
  const order = query.data.data;
  if (!order) {
    return (
      <EmptyState
        title="No order from this cart yet"
        actions={<LinkButton to={checkoutPagePaths.checkout(cart.cart_uid)}>Go to checkout</LinkButton>}
      >
        <p>This cart has not been ordered. Check out to place the order.</p>
      </EmptyState>
    );
  }
  return <OrderDetail order={order} />;
}

function OrderDetail({ order }: { order: Order }) {
  return (
    <Panel title={`Order ${order.order_number}`}>
      <ul className={styles['list']} aria-label="Items">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.title}
            {line.variant_name ? ` (${line.variant_name})` : ''} · {money(line.total_minor, order.currency)}
          </li>
        ))}
      </ul>
      <OrderMoney order={order} />
      <OrderPlan order={order} />
      <div className={styles['row']}>
        <LinkButton to={orderPagePaths.order(order.order_number)}>Order details</LinkButton>
        {order.status === 'pending_payment' ? (
          // The cart's checkout resumes this order's payment (or gives it up): never a second order.
          <LinkButton to={checkoutPagePaths.checkout(order.cart_uid)} variant="secondary">
            Pay now
          </LinkButton>
        ) : null}
      </div>
    </Panel>
  );
}
