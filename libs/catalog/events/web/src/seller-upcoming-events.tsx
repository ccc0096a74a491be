import { useHttp } from '@folio/http/router';
import { Section } from '@folio/catalog-kit';
import { authorQueryOptions, vendorQueryOptions } from '@folio/people';
import { CalendarIcon, EmptyState, LinkButton } from '@folio/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EventGrid } from './event-card';
import type { EventListParams } from './events.api';
import { authorEventsParams, vendorEventsParams } from './events.params';
import { eventListQueryOptions } from './events.queries';

/*
 * Where an author or a vendor signs next: the "Upcoming events" part of their overview. The
 * people pages leave a slot for it and the shell's route puts these there, so people never import
 * events.
 */

/** An author's upcoming events. */
export function AuthorUpcomingEvents({ slug }: { slug: string }) {
  const http = useHttp();
  const { data } = useSuspenseQuery(authorQueryOptions(http, slug));
  return (
    <UpcomingEvents
      id="author-events"
      params={authorEventsParams(slug)}
      follow={`Follow ${data.data.name} to hear as soon as a new signing is announced.`}
    />
  );
}

/** A vendor's upcoming events. */
export function VendorUpcomingEvents({ slug }: { slug: string }) {
  const http = useHttp();
  const { data } = useSuspenseQuery(vendorQueryOptions(http, slug));
  return (
    <UpcomingEvents
      id="vendor-events"
      params={vendorEventsParams(slug)}
      follow={`Follow ${data.data.name} to hear when they book their next table.`}
    />
  );
}

function UpcomingEvents({ id, params, follow }: { id: string; params: EventListParams; follow: string }) {
  const http = useHttp();
  const { data: events } = useSuspenseQuery(eventListQueryOptions(http, params));
  return (
    <Section
      title="Upcoming events"
      id={id}
      action={events.meta.total > events.data.length ? <span>{events.meta.total} in all</span> : undefined}
    >
      {events.data.length > 0 ? (
        <EventGrid events={events.data} />
      ) : (
        <EmptyState
          title="No upcoming events"
          headingLevel={3}
          icon={<CalendarIcon />}
          actions={
            <LinkButton to="/events" variant="secondary">
              Browse all events
            </LinkButton>
          }
        >
          <p>{follow}</p>
        </EmptyState>
      )}
    </Section>
  );
}
