import { pageTabStyles } from '@folio/auth';
import { errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import type { Order } from '@folio/orders-contract';
import { NotFoundScreen, PageBody, PageHeading } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formLine } from '@folio/order-forms-contract';
import { formatMoment, formNamesOf } from '../order-words';
import { orderQueryOptions } from '../orders.queries';
import { LoadFailed, RowsSkeleton, StatusBadge } from './order-parts';
import styles from './orders.module.css';

const TABS = [
  { tab: null, label: 'Order' },
  { tab: 'payment-plan', label: 'Payment plan' },
  { tab: 'transactions', label: 'Transactions' },
  { tab: 'terms', label: 'Terms' },
  { tab: 'cancel', label: 'Cancel' },
] as const;

/** The order's own reads: a tab renders only once its layout has the order, so this is there at once. */
export function useOrder(orderNumber: string): Order | undefined {
  const http = useHttp();
  return useQuery(orderQueryOptions(http, orderNumber)).data?.data;
}

/**
 * `/order/{order_number}` and its tabs: the order's number, status and seller above tabs made of
 * links (keyboard and history work as links do). An order that is not the reader's answers 404,
 * shown as not found, the same as one that does not exist.
 */
export function OrderLayout({ orderNumber, children }: { orderNumber: string; children: ReactNode }) {
  const http = useHttp();
  const query = useQuery(orderQueryOptions(http, orderNumber));
  if (query.isError && errorStatus(query.error) === 404) {
    return <NotFoundScreen message={`Order not found: ${orderNumber}`} />;
  }
  const order = query.data?.data;
  return (
    <>
      <PageHeading
        eyebrow="Your order"
        title={`Order ${orderNumber}`}
        lead={
          order ? (
            <p className={styles['row']}>
              <span>
                {formLine(formNamesOf(order))} · ordered {formatMoment(order.created_at)}
              </span>
              <StatusBadge status={order.status} />
            </p>
          ) : null
        }
      />
      <PageBody>
        <nav aria-label="Order sections" className={styles['tabs']}>
          <ul className={pageTabStyles.list}>
            {TABS.map(({ tab, label }) => (
              <li key={label}>
                {tab ? (
                  <Link to="/order/$orderNumber/$tab" params={{ orderNumber, tab }} className={pageTabStyles.tab}>
                    {label}
                  </Link>
                ) : (
                  <Link
                    to="/order/$orderNumber"
                    params={{ orderNumber }}
                    className={pageTabStyles.tab}
                    activeOptions={{ exact: true }}
                  >
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {query.isPending ? (
          <RowsSkeleton label="Loading your order" rows={2} />
        ) : query.isError ? (
          <LoadFailed what="this order" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          children
        )}
      </PageBody>
    </>
  );
}
