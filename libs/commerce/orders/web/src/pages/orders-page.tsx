import { useHttp } from '@folio/http/router';
import { EmptyState, LinkButton, PageBody, PageHeading, TicketIcon } from '@folio/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordersQueryOptions } from '../orders.queries';
import { LoadFailed, RowsSkeleton } from './order-parts';
import { OrderRow } from './order-row';
import { OrdersViewsNav } from './orders-views-nav';
import styles from './orders.module.css';

/** `/orders?page=`: the reader's orders, newest first, with their status and what is paid and owed. */
export function OrdersPage({ page = 1 }: { page?: number }) {
  const http = useHttp();
  const query = useQuery({ ...ordersQueryOptions(http, page), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeading
        eyebrow="Your preorders"
        title="Your orders"
        lead={<p>Every order you placed, newest first. Each author or vendor takes their own order and payment.</p>}
      />
      <PageBody>
        <OrdersViewsNav />
        {query.isPending ? (
          <RowsSkeleton label="Loading your orders" />
        ) : query.isError ? (
          <LoadFailed what="your orders" error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <NoOrders page={page} />
        ) : (
          <>
            <ul className={styles['list']} aria-label="Orders">
              {query.data.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
            <Pages page={page} lastPage={query.data.meta.last_page} total={query.data.meta.total} />
          </>
        )}
      </PageBody>
    </>
  );
}

function NoOrders({ page }: { page: number }) {
  if (page > 1) {
    return (
      <EmptyState
        icon={<TicketIcon />}
        title="Nothing on this page"
        actions={<LinkButton to="/orders">Back to the first page</LinkButton>}
      >
        <p>Your orders fit on fewer pages.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<TicketIcon />}
      title="No orders yet"
      actions={<LinkButton to="/events">Find a signing</LinkButton>}
    >
      <p>
        When you preorder signed books from an author’s or vendor’s order form, your orders show here with what you paid
        and what you owe.
      </p>
    </EmptyState>
  );
}

function Pages({ page, lastPage, total }: { page: number; lastPage: number; total: number }) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles['pagination']} aria-label="Pages">
      <p className={styles['meta']}>
        Page {Math.min(page, lastPage)} of {lastPage} · {total} orders
      </p>
      <div className={styles['actions']}>
        {page > 1 ? (
          <Link to="/orders" search={page > 2 ? { page: page - 1 } : {}} rel="prev">
            Newer orders
          </Link>
        ) : null}
        {page < lastPage ? (
          <Link to="/orders" search={{ page: page + 1 }} rel="next">
            Older orders
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
