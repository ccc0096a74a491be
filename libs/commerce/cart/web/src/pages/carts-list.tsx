import { Badge } from '@folio/auth';
import { CART_LIFECYCLE, type Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { InlineError } from '@folio/ui-kit';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cartListQueryOptions } from '../cart.queries';
import { cartQuantity, cartSubtotal } from '../cart-totals';
import { useCartSessionSync } from '../use-cart-session';
import { EmptyCart, money, RowsSkeleton } from './cart-parts';
import styles from './cart.module.css';

/**
 * What /cart reads: the visitor's carts that still hold their lines, as many as a page holds: the
 * open ones and those at checkout (whose order may wait for payment), the same carts the header
 * counts. Ordered carts are the orders' record and live under /orders.
 */
const HOLDING_CARTS = [
  { status: 'open', per_page: 100 },
  { status: 'pending_order', per_page: 100 },
] as const;

interface SellerGroup {
  key: string;
  name: string;
  carts: Cart[];
}

interface EventGroup {
  key: string;
  title: string;
  sellers: SellerGroup[];
}

/** Carts grouped by their form's event (direct sales last), then by seller, in the list's order. */
function groupCarts(carts: readonly Cart[]): EventGroup[] {
  const events = new Map<string, EventGroup>();
  for (const cart of carts) {
    const { event, seller } = cart.order_form;
    const eventKey = event?.id ?? 'direct';
    let group = events.get(eventKey);
    if (!group) {
      group = { key: eventKey, title: event?.title ?? 'Direct sales', sellers: [] };
      events.set(eventKey, group);
    }
    let sellerGroup = group.sellers.find((each) => each.key === seller.id);
    if (!sellerGroup) {
      sellerGroup = { key: seller.id, name: seller.name, carts: [] };
      group.sellers.push(sellerGroup);
    }
    sellerGroup.carts.push(cart);
  }
  const groups = [...events.values()];
  return [...groups.filter((group) => group.key !== 'direct'), ...groups.filter((group) => group.key === 'direct')];
}

const units = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * The carts of `/cart` (see `CartsPage`): loaded after the page has drawn its heading, with the
 * query and http clients it reads through.
 */
export function CartsList() {
  // The page drew without the query client; the list waits for it.
  useQueryClientReady();
  const http = useHttp();
  useCartSessionSync();
  const lists = useQueries({ queries: HOLDING_CARTS.map((filters) => cartListQueryOptions(http, filters)) });
  const failed = lists.find((list) => list.isError && !list.data);
  const carts = lists.every((list) => list.data)
    ? lists.flatMap((list) => list.data?.data ?? []).filter((cart) => cartQuantity(cart) > 0)
    : undefined;
  if (failed?.error) {
    return (
      <InlineError
        title="Your carts could not be loaded."
        message={failed.error.message}
        onRetry={() => lists.forEach((list) => void list.refetch())}
      />
    );
  }
  if (carts === undefined) return <RowsSkeleton label="Loading your carts" />;
  if (carts.length === 0) return <EmptyCart />;
  return groupCarts(carts).map((group) => (
    <section key={group.key} aria-labelledby={`carts-${group.key}`} className={styles['group']}>
      <h2 id={`carts-${group.key}`} className={styles['groupTitle']}>
        {group.title}
      </h2>
      {group.sellers.map((seller) => (
        // A group, not a landmark: one seller may sell at several events.
        <div
          key={seller.key}
          role="group"
          aria-labelledby={`carts-${group.key}-${seller.key}`}
          className={styles['sellerGroup']}
        >
          <h3 id={`carts-${group.key}-${seller.key}`} className={styles['sellerName']}>
            {seller.name}
          </h3>
          <ul className={styles['cartList']}>
            {seller.carts.map((cart) => (
              <CartRow key={cart.id} cart={cart} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  ));
}

function CartRow({ cart }: { cart: Cart }) {
  const atCheckout = cart.status === 'pending_order';
  return (
    <li className={styles['cartRow']}>
      <div className={styles['cartRowDetails']}>
        <Link to="/cart/$uid" params={{ uid: cart.id }} className={styles['cartRowTitle']}>
          {cart.order_form.title}
        </Link>
        <span className={styles['meta']}>{units(cartQuantity(cart))}</span>
        {atCheckout ? (
          <span className={styles['meta']}>
            <Badge tone="warning">{CART_LIFECYCLE.states[cart.status].label}</Badge>{' '}
            <Link to={checkoutPagePaths.checkout(cart.cart_uid)}>Resume checkout</Link>
          </span>
        ) : null}
      </div>
      <p className={styles['cartRowTotal']}>
        <span className={styles['meta']}>Subtotal</span>{' '}
        <strong>{money(cartSubtotal(cart), cart.order_form.currency)}</strong>
      </p>
    </li>
  );
}
