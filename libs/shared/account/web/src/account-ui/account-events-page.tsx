import { AccountPageHeader, pageTabStyles } from '@folio/auth';
import { CalendarIcon, EmptyState, LinkButton, TicketIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';

export type AccountEventsPeriod = 'upcoming' | 'past';

/**
 * `/account/events` and `/account/events/past`: the signings the user has ordered for. Orders do
 * not exist yet, so each tab says honestly that it is empty and where orders will come from.
 */
export function AccountEventsPage({ period }: { period: AccountEventsPeriod }) {
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
      {period === 'upcoming' ? (
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
          When you preorder a signed book from an author's order form, the signing shows up here with your orders,
          deposits and payment plan.
        </EmptyState>
      ) : (
        <EmptyState
          icon={<CalendarIcon />}
          title="No past signings"
          actions={<LinkButton to="/events">Browse upcoming signings</LinkButton>}
        >
          Signings you ordered for move here once they have taken place, so you can find your orders again.
        </EmptyState>
      )}
    </>
  );
}

/**
 * `/account/event/{slug}/orders`: the user's orders for one event, once orders exist. The shell's
 * route loads the event (an unknown one is a 404) and passes its title.
 */
export function AccountEventOrdersPage({ slug, eventTitle }: { slug: string; eventTitle?: string }) {
  return (
    <>
      <AccountPageHeader
        title={eventTitle ? `Your orders for ${eventTitle}` : 'Your orders for this event'}
        description="Orders, deposits and payment plans you have for this signing."
      />
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
    </>
  );
}
