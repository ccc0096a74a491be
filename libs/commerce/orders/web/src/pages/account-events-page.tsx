import { AccountPageHeader, pageTabStyles } from '@folio/auth';
import { useHttp } from '@folio/http/router';
import type { AccountEvent } from '@folio/orders-contract';
import { CalendarIcon, EmptyState, LinkButton, TicketIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDay, formatEventDay, plural } from '../order-words';
import { accountEventsQueryOptions } from '../orders.queries';
import type { EventsPeriod } from './orders-by-event-page';
import { LoadFailed, MoneyFigures, RowsSkeleton } from './order-parts';
import styles from './orders.module.css';

function AccountEventCard({ entry }: { entry: AccountEvent }) {
  const { event } = entry;
  return (
    <li className={styles['card']} aria-label={event.title}>
      <div className={styles['row']}>
        <h2 className={styles['sectionTitle']}>{event.title}</h2>
        <span className={styles['meta']}>{formatEventDay(event.starts_at)}</span>
      </div>
      <p className={styles['meta']}>
        {plural(entry.order_count, 'order')} from{' '}
        {plural(entry.seller_count, 'author or vendor', 'authors and vendors')}
        {entry.next_due_date ? ` · next payment due ${formatDay(entry.next_due_date)}` : ''}
      </p>
      {entry.totals.map((totals) => (
        <MoneyFigures
          key={totals.currency}
          totals={totals}
          label={`What you owe for ${event.title} in ${totals.currency}`}
        />
      ))}
      <div className={styles['actions']}>
        <LinkButton
          to="/account/event/$slug/orders"
          params={{ slug: event.slug }}
          size="sm"
          aria-label={`Your orders for ${event.title}`}
        >
          Your orders
        </LinkButton>
        <LinkButton
          to="/event/$slug"
          params={{ slug: event.slug }}
          size="sm"
          variant="ghost"
          aria-label={`About ${event.title}`}
        >
          About the event
        </LinkButton>
      </div>
    </li>
  );
}

function NoEvents({ period }: { period: EventsPeriod }) {
  if (period === 'past') {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title="No past signings"
        actions={<LinkButton to="/events">Browse upcoming signings</LinkButton>}
      >
        Signings you ordered for move here once they have taken place, so you can find your orders again.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<TicketIcon />}
      title="No upcoming signings yet"
      actions={
        <>
          <LinkButton to="/events">Find a signing</LinkButton>
          <LinkButton to="/saved" variant="ghost">
            See what you saved
          </LinkButton>
        </>
      }
    >
      When you preorder a signed book from an author's order form, the signing shows up here with your orders, deposits
      and payment plan.
    </EmptyState>
  );
}

/** `/account/events` and `/account/events/past`: the signings the reader ordered for, with what they paid and owe at each. */
export function AccountEventsPage({ period }: { period: EventsPeriod }) {
  const http = useHttp();
  const query = useQuery(accountEventsQueryOptions(http, period === 'past'));
  return (
    <>
      <AccountPageHeader
        title="Your events"
        description="Every signing you preorder for, with your orders for each one. Pick up your books at the event, or follow their delivery."
      />
      <nav aria-label="Events by date">
        <ul className={pageTabStyles.list}>
          <li>
            <Link to="/account/events" className={pageTabStyles.tab} activeOptions={{ exact: true }}>
              Upcoming
            </Link>
          </li>
          <li>
            <Link to="/account/events/past" className={pageTabStyles.tab}>
              Past
            </Link>
          </li>
        </ul>
      </nav>
      {query.isPending ? (
        <RowsSkeleton label="Loading your events" rows={2} />
      ) : query.isError ? (
        <LoadFailed what="your events" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <NoEvents period={period} />
      ) : (
        <ul className={styles['list']} aria-label="Events">
          {query.data.data.map((entry) => (
            <AccountEventCard key={entry.event.id} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}
