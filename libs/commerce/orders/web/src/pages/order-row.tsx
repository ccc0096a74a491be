import { formLine } from '@folio/order-forms-contract';
import type { Order } from '@folio/orders-contract';
import { Link } from '@tanstack/react-router';
import { formatDay, formatMoment, formNamesOf, formOwnTitle, money } from '../order-words';
import { StatusBadge } from './order-parts';
import styles from './orders.module.css';

/**
 * One order in a list: its number (the link to it), status, seller and form (each named once), what
 * is paid and owed, the next payment. Under its event and seller (`showEvent` false, the by-event
 * view) only what the form's title adds to them.
 */
export function OrderRow({ order, showEvent = true }: { order: Order; showEvent?: boolean }) {
  const { currency } = order;
  const form = showEvent ? formLine(formNamesOf(order)) : formOwnTitle(order);
  return (
    <li className={styles['card']} aria-label={`Order ${order.order_number}`}>
      <div className={styles['row']}>
        <Link to="/order/$orderNumber" params={{ orderNumber: order.order_number }} className={styles['rowTitle']}>
          {order.order_number}
        </Link>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles['meta']}>
        {form ? `${form} · ` : ''}ordered {formatMoment(order.created_at)}
      </p>
      <p className={styles['row']}>
        <span>
          Paid <strong>{money(order.paid_minor, currency)}</strong> of {money(order.total_minor, currency)}
        </span>
        <span>
          Owed <strong>{money(order.owed_minor, currency)}</strong>
        </span>
      </p>
      {order.next_due ? (
        <p className={styles['meta']}>
          Next payment {money(order.next_due.amount_minor, currency)} due {formatDay(order.next_due.due_date)}
        </p>
      ) : null}
    </li>
  );
}
