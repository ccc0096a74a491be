import { type ReadyCart, checkoutPagePaths } from '@folio/checkout-contract';
import { useHttp } from '@folio/http/router';
import { formBesideSeller, formLine, formNamesOf } from '@folio/order-forms-contract';
import { BookIcon, EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { readyCartsQueryOptions } from '../checkout.queries';
import { LoadError, money, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';

/** `/checkout`: every cart of the reader ready to pay, with its total and a way to pay it. */
export function ReadyCartsPage() {
  const http = useHttp();
  const query = useQuery(readyCartsQueryOptions(http));
  return (
    <>
      <PageHeading title="Ready to pay" lead={<p>Your carts with something to pay, one order per seller.</p>} />
      <PageBody>
        {query.data ? (
          query.data.data.length === 0 ? (
            <EmptyState
              title="Nothing to pay"
              icon={<BookIcon />}
              actions={<LinkButton to="/events">Browse events</LinkButton>}
            >
              <p>Add signed books to a cart from an event’s order forms, and they wait for you here.</p>
            </EmptyState>
          ) : (
            <ul className={styles['list']} aria-label="Carts ready to pay">
              {query.data.data.map((ready) => (
                <ReadyRow key={ready.cart.id} ready={ready} />
              ))}
            </ul>
          )
        ) : query.isError ? (
          <LoadError title="Your carts could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton label="Loading your carts" />
        )}
      </PageBody>
    </>
  );
}

function ReadyRow({ ready: { cart, order, pending_order_number } }: { ready: ReadyCart }) {
  const form = cart.order_form;
  const names = formNamesOf(form);
  return (
    <li className={styles['listRow']}>
      <div>
        <p>
          <strong>{form.seller.name}</strong> · {formBesideSeller(names)}
        </p>
        <p className={styles['meta']}>
          {order.total_quantity} {order.total_quantity === 1 ? 'item' : 'items'} · Total{' '}
          {money(order.total_minor, order.currency)}
          {pending_order_number ? ` · Order ${pending_order_number} waits for payment` : ''}
        </p>
      </div>
      <div className={styles['row']}>
        <LinkButton to={checkoutPagePaths.checkout(cart.cart_uid)} aria-label={`Checkout ${formLine(names)}`}>
          Checkout
        </LinkButton>
        {order.deposit ? (
          <LinkButton
            to={checkoutPagePaths.deposit(cart.cart_uid)}
            variant="secondary"
            aria-label={`Pay deposit ${formLine(names)}`}
          >
            Pay deposit ({money(order.deposit.amount_minor, order.currency)})
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}
