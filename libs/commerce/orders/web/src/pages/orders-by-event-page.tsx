import { pageTabStyles } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import { CalendarIcon, EmptyState, LinkButton, PageBody, PageHeading, TicketIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordersByEventQueryOptions } from '../orders.queries';
import { EventOrdersCard } from './event-orders-card';
import { LoadFailed, RowsSkeleton } from './order-parts';
import { OrdersViewsNav } from './orders-views-nav';

export type EventsPeriod = 'upcoming' | 'past';

/** Upcoming and past events as tabs made of links (keyboard and history work as links do). */
export function PeriodTabs({ upcoming, past, label }: { upcoming: string; past: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={pageTabStyles.list}>
        <li>
          <Link to={upcoming} className={pageTabStyles.tab} activeOptions={{ exact: true, includeSearch: false }}>
            Upcoming
          </Link>
        </li>
        <li>
          <Link to={past} className={pageTabStyles.tab} activeOptions={{ exact: true, includeSearch: false }}>
            Past
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * `/orders/by-event` and `/orders/by-event/past`: one view per event across every author and
 * vendor the reader ordered from, with what is paid and owed, the next payment due and one pickup
 * code for all of it.
 */
export function OrdersByEventPage({ period }: { period: EventsPeriod }) {
  const http = useHttp();
  const past = period === 'past';
  const query = useQuery(ordersByEventQueryOptions(http, past));
  return (
    <>
      <PageHeading
        eyebrow="Your preorders"
        title="Your orders by event"
        lead={
          <p>
            Everything you ordered for a signing, from every author and vendor, with one pickup code to show at the
            event.
          </p>
        }
      />
      <PageBody>
        <OrdersViewsNav />
        <PeriodTabs upcoming="/orders/by-event" past="/orders/by-event/past" label="Events by date" />
        {query.isPending ? (
          <RowsSkeleton label="Loading your events" rows={2} />
        ) : query.isError ? (
          <LoadFailed what="your orders" error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          past ? (
            <EmptyState
              icon={<CalendarIcon />}
              title="No past events"
              actions={<LinkButton to="/orders/by-event">See upcoming events</LinkButton>}
            >
              <p>Events you ordered for move here once they have taken place.</p>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<TicketIcon />}
              title="No upcoming events"
              actions={<LinkButton to="/events">Find a signing</LinkButton>}
            >
              <p>When you preorder for a signing, it shows here with every order, what you owe and your pickup code.</p>
            </EmptyState>
          )
        ) : (
          query.data.data.map((entry) => <EventOrdersCard key={entry.event.id} entry={entry} />)
        )}
      </PageBody>
    </>
  );
}
