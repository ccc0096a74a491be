import { AccountPageHeader } from '@folio/auth';
import { errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { EmptyState, LinkButton, TicketIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { accountEventOrdersQueryOptions } from '../orders.queries';
import { EventOrdersCard } from './event-orders-card';
import { LoadFailed, RowsSkeleton } from './order-parts';

function NoOrders({ slug }: { slug: string }) {
  return (
    <EmptyState
      icon={<TicketIcon />}
      title="No orders for this event"
      actions={
        <>
          <LinkButton to="/event/$slug" params={{ slug }}>
            View the event
          </LinkButton>
          <LinkButton to="/account/events" variant="ghost">
            All your events
          </LinkButton>
        </>
      }
    >
      You haven't ordered anything for this signing. Orders you place from its order forms appear here, with their
      payment plan and pickup details.
    </EmptyState>
  );
}

/**
 * `/account/event/{slug}/orders`: the reader's orders for one event from every seller, with the
 * one pickup code. The API answers null when the reader has none there: that is the empty state.
 * The title comes from the orders, or from the shell (which knows the event) before any exist.
 */
export function AccountEventOrdersPage({ slug, eventTitle }: { slug: string; eventTitle?: string }) {
  const http = useHttp();
  const query = useQuery(accountEventOrdersQueryOptions(http, slug));
  const title = query.data?.data?.event.title ?? eventTitle;
  const none = (query.isSuccess && query.data.data === null) || (query.isError && errorStatus(query.error) === 404);
  return (
    <>
      <AccountPageHeader
        title={title ? `Your orders for ${title}` : 'Your orders for this event'}
        description="Orders, deposits and payment plans you have for this signing."
      />
      {query.isPending ? (
        <RowsSkeleton label="Loading your orders" rows={2} />
      ) : none ? (
        <NoOrders slug={slug} />
      ) : query.isError ? (
        <LoadFailed what="your orders" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data ? (
        <EventOrdersCard entry={query.data.data} />
      ) : null}
    </>
  );
}
