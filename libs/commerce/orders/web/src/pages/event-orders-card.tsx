import type { EventOrders, Order } from '@folio/orders-contract';
import { Link } from '@tanstack/react-router';
import { formatDay, formatEventDay, money, plural } from '../order-words';
import { MoneyFigures, PickupCode } from './order-parts';
import { OrderRow } from './order-row';
import styles from './orders.module.css';

/** The orders of one event grouped by seller, sellers in the order their first order came. */
function bySeller(orders: Order[]): Array<{ seller: Order['seller']; orders: Order[] }> {
  const groups = new Map<string, { seller: Order['seller']; orders: Order[] }>();
  for (const order of orders) {
    const group = groups.get(order.seller.id) ?? { seller: order.seller, orders: [] };
    group.orders.push(order);
    groups.set(order.seller.id, group);
  }
  return [...groups.values()];
}

/**
 * One event across every author and vendor the reader ordered from: the one pickup code, what is
 * paid and owed (per currency: amounts in different currencies are never added up), the next
 * payment due, and each seller's orders.
 */
export function EventOrdersCard({ entry, headingLevel = 2 }: { entry: EventOrders; headingLevel?: 2 | 3 }) {
  const { event } = entry;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SellerHeading = headingLevel === 2 ? 'h3' : 'h4';
  const sellers = bySeller(entry.orders);
  return (
    <section className={styles['card']} aria-label={event.title}>
      <div className={styles['row']}>
        <Heading className={styles['sectionTitle']}>{event.title}</Heading>
        <Link to="/event/$slug" params={{ slug: event.slug }} className={styles['meta']}>
          About the event
        </Link>
      </div>
      <p className={styles['meta']}>
        {formatEventDay(event.starts_at)} · {plural(entry.orders.length, 'order')} from{' '}
        {plural(sellers.length, 'author or vendor', 'authors and vendors')}
      </p>
      {entry.pickup_code ? <PickupCode code={entry.pickup_code} eventTitle={event.title} /> : null}
      {entry.totals.map((totals) => (
        <div key={totals.currency}>
          {entry.totals.length > 1 ? <p className={styles['meta']}>In {totals.currency}</p> : null}
          <MoneyFigures totals={totals} label={`What you owe for ${event.title} in ${totals.currency}`} />
        </div>
      ))}
      {entry.next_due ? (
        <p>
          Next payment: <strong>{money(entry.next_due.amount_minor, entry.next_due.currency)}</strong> due{' '}
          <strong>{formatDay(entry.next_due.due_date)}</strong> (order {entry.next_due.order_number})
        </p>
      ) : (
        <p className={styles['meta']}>Nothing more is due for this event.</p>
      )}
      {sellers.map(({ seller, orders }) => (
        <section key={seller.id} aria-label={seller.name} className={styles['list']}>
          <SellerHeading className={styles['rowTitle']}>
            {seller.name} <span className={styles['meta']}>({seller.kind === 'vendor' ? 'vendor' : 'author'})</span>
          </SellerHeading>
          <ul className={styles['list']}>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} showEvent={false} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
