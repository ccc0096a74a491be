import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { Section } from '@folio/catalog-kit';
import type { AuthorProfile, VendorProfile } from '@folio/people-contract';
import { CalendarIcon, EmptyState, LinkButton } from '@folio/ui-kit';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { EventGrid } from './event-card';
import type { EventListParams } from './events.api';
import { authorEventsParams, vendorEventsParams } from './events.params';
import { eventListQueryOptions } from './events.queries';
import type { SellerKindPath } from './stores.api';

/*
 * Where an author or a vendor signs next: the "Upcoming events" part of their overview. The
 * people pages leave a slot for it and the shell's route puts these there, so people never import
 * events. They take the page's author or vendor (its route read it) and read the events through the
 * query client, which they wait for (the page draws without it; `lazy-seller-upcoming-events.tsx`
 * shows their placeholder meanwhile).
 */

/** An author's upcoming events. */
export function AuthorUpcomingEvents({ author }: { author: Pick<AuthorProfile, 'slug' | 'name'> }) {
  return (
    <UpcomingEvents
      id="author-events"
      params={authorEventsParams(author.slug)}
      follow={`Follow ${author.name} to hear as soon as a new signing is announced.`}
    />
  );
}

/** A vendor's upcoming events. */
export function VendorUpcomingEvents({ vendor }: { vendor: Pick<VendorProfile, 'slug' | 'name'> }) {
  return (
    <UpcomingEvents
      id="vendor-events"
      params={vendorEventsParams(vendor.slug)}
      follow={`Follow ${vendor.name} to hear when they book their next table.`}
    />
  );
}

/** For the route's loader once the query client is there: a seller's upcoming events, read before the overview shows. */
export async function ensureSellerUpcomingEventsData(
  queryClient: QueryClient,
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
): Promise<void> {
  await queryClient.ensureQueryData(
    eventListQueryOptions(http, seller === 'author' ? authorEventsParams(slug) : vendorEventsParams(slug)),
  );
}

function UpcomingEvents({ id, params, follow }: { id: string; params: EventListParams; follow: string }) {
  useQueryClientReady();
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
